import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TokenDialog } from '@/features/settings';
import { setSettings } from '../../mocks/helpers';
import { prepareApp } from '../../helpers/render-app';
import { renderSignedIn } from '../../helpers/sign-in';

const jsonFile = (value: unknown, name = 'key.json') =>
  new File([JSON.stringify(value)], name, { type: 'application/json' });

const serviceKey = {
  type: 'service_account',
  client_email: 'bot@demo-project.iam.gserviceaccount.com',
  project_id: 'demo-project',
  private_key: `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(640)}\n-----END PRIVATE KEY-----\n`,
};

async function renderDialog(endpoint: string, endpointName: string) {
  await prepareApp();
  const onClose = vi.fn();
  render(<TokenDialog endpoint={endpoint} endpointName={endpointName} open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: `Set token for ${endpointName}` });
  return { dialog, onClose, user: userEvent.setup({ applyAccept: false }) };
}

describe('token dialog', () => {
  it('imports a Google service-account key, refusing a file that is not one', async () => {
    const { dialog, onClose, user } = await renderDialog('google', 'PaLM');
    expect(
      within(dialog).getByText('Your token will be sent to the server, but not saved.'),
    ).toBeInTheDocument();
    const importer = within(dialog).getByLabelText('Import Service Account JSON Key');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });

    await user.upload(importer, jsonFile({ ...serviceKey, private_key: 'too short' }));
    expect(
      await within(dialog).findByText('Invalid Service Account JSON Key, Did you import the correct file?'),
    ).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.upload(importer, new File(['not json'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(dialog).findByText('Invalid Service Account JSON Key, Did you import the correct file?'),
    ).toBeInTheDocument();

    await user.upload(importer, jsonFile(serviceKey));
    expect(
      await within(dialog).findByText('Successfully Imported Service Account JSON Key'),
    ).toBeInTheDocument();
    await user.click(submit);
    expect(JSON.parse(localStorage.getItem('google_token') ?? 'null')).toEqual(serviceKey);
    expect(onClose).toHaveBeenCalled();
  });

  it('builds the Azure token from its four fields', async () => {
    const { dialog, user } = await renderDialog('azureOpenAI', 'Azure OpenAI');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.type(within(dialog).getByLabelText('Azure OpenAI instance name'), 'acme');
    await user.type(within(dialog).getByLabelText('Azure OpenAI deployment name'), 'gpt4o');
    await user.type(within(dialog).getByLabelText('Azure OpenAI API version'), '2024-02-01');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Azure OpenAI API key'), 'secret');
    await user.click(submit);
    expect(localStorage.getItem('azureOpenAI_token')).toBe(
      '{"azureOpenAIApiInstanceName":"acme","azureOpenAIApiDeploymentName":"gpt4o",' +
        '"azureOpenAIApiVersion":"2024-02-01","azureOpenAIApiKey":"secret"}',
    );
  });
});

describe('a userProvide endpoint in the chat', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it('waits for the token ("Set Token First"), then sends it with the request', async () => {
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: /^Presets and endpoints/ }));
    const menu = await screen.findByRole('dialog', { name: 'Presets' });
    await user.click(await within(menu).findByRole('button', { name: 'PaLM' }));

    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'Hello PaLM{Enter}');
    expect(screen.queryByRole('article', { name: 'Your message' })).not.toBeInTheDocument();
    expect(input).toHaveValue('Hello PaLM');

    await user.click(screen.getByRole('button', { name: 'Set Token First' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set token for PaLM' });
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Import Service Account JSON Key'), jsonFile(serviceKey));
    await within(dialog).findByText('Successfully Imported Service Account JSON Key');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('button', { name: 'Set Token First' })).not.toBeInTheDocument();

    await user.type(input, '{Enter}');
    // The mock answers a userProvide endpoint only when the request carries a token.
    const reply = await screen.findByRole('article', { name: 'Reply from PaLM2' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument());
    expect(reply).not.toHaveTextContent(/API key/i);
    expect(reply.textContent?.length ?? 0).toBeGreaterThan(50);
  });
});
