import { screen, waitFor, within } from '@testing-library/react';
import { mockDb } from '@mocks/node';
import { setSettings } from '../../mocks/helpers';
import { stubResizeObserver } from '../../helpers/resize-observer';
import { renderSignedIn } from '../../helpers/sign-in';

beforeAll(stubResizeObserver);

const proUser = () => mockDb.state.users.find((candidate) => candidate.email === 'pro@demo.test');
const proPresets = () => mockDb.state.presets.filter((preset) => preset.user === proUser()?.id);
const openPresets = async (user: Awaited<ReturnType<typeof renderSignedIn>>['user']) => {
  await user.click(screen.getByRole('button', { name: /^Presets and endpoints/ }));
  return screen.findByRole('dialog', { name: 'Presets' });
};

describe('conversation settings and presets', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it("clamps typed parameters to the endpoint's bounds and saves them as 'My Preset' by default", async () => {
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Conversation settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Advanced settings' });
    const slider = within(settings).getByRole('slider', { name: 'Temperature' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '2');
    expect(slider).toHaveAttribute('step', '0.01');
    const temperature = within(settings).getByRole('spinbutton', { name: 'Temperature' });
    await user.clear(temperature);
    await user.type(temperature, '5');
    await user.tab();
    expect(temperature).toHaveValue('2');
    expect(slider).toHaveValue('2');
    await user.keyboard('{Escape}');

    const menu = await openPresets(user);
    await user.click(within(menu).getByRole('button', { name: 'Save As Preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save As Preset' });
    expect(within(dialog).getByRole('textbox', { name: 'Preset name' })).toHaveValue('My Preset');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Save As Preset' })).not.toBeInTheDocument(),
    );
    expect(proPresets().find((preset) => preset.title === 'My Preset')).toMatchObject({
      endpoint: 'openAI',
      model: 'gpt-4o-mini',
      temperature: 2,
      top_p: 1,
    });
    const reopened = await openPresets(user);
    expect(within(reopened).getByRole('button', { name: /^My Preset/ })).toBeInTheDocument();
  });

  it('applies a preset to the next request and deletes presets', async () => {
    const { user } = await renderSignedIn();
    let menu = await openPresets(user);
    await user.click(await within(menu).findByRole('button', { name: /^Concise answers/ }));
    expect(await screen.findByText('Preset “Concise answers” applied')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Name three rivers{Enter}');
    expect(await screen.findByRole('article', { name: 'Reply from Concise' })).toBeInTheDocument();
    const saved = mockDb.state.conversations.find(
      (convo) => convo.user === proUser()?.id && convo.chatGptLabel === 'Concise',
    );
    expect(saved).toMatchObject({ temperature: 0.7, promptPrefix: 'Answer in at most three sentences.' });

    menu = await openPresets(user);
    await user.click(within(menu).getByRole('button', { name: 'Delete preset Concise answers' }));
    expect(
      await within(menu).findByText('No presets yet. Save the current settings as one.'),
    ).toBeInTheDocument();
    expect(proPresets()).toEqual([]);
  });

  it('gives Google-style endpoints their own bounds and defaults', async () => {
    const { user } = await renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Conversation settings' }));
    const openAISettings = await screen.findByRole('dialog', { name: 'Advanced settings' });
    const openAITemperature = within(openAISettings).getByRole('spinbutton', { name: 'Temperature' });
    await user.clear(openAITemperature);
    await user.type(openAITemperature, '1.5');
    await user.keyboard('{Escape}');

    // Switching endpoint starts from that endpoint's defaults: 1.5 is out of Google's bounds.
    const menu = await openPresets(user);
    await user.click(await within(menu).findByRole('button', { name: 'PaLM' }));
    // The header follows a model picked inside the chat.
    for (const dropdown of screen.getAllByRole('button', { name: /^Model\b/ })) {
      expect(dropdown).toHaveTextContent(/chat-bison|PaLM/);
    }
    await user.click(screen.getByRole('button', { name: 'Conversation settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Advanced settings' });
    expect(within(settings).getByRole('slider', { name: 'Temperature' })).toHaveAttribute('max', '1');
    expect(within(settings).getByRole('spinbutton', { name: 'Temperature' })).toHaveValue('0.2');
    const topK = within(settings).getByRole('slider', { name: 'Top K' });
    expect([topK.getAttribute('min'), topK.getAttribute('max'), topK.getAttribute('step')]).toEqual([
      '1',
      '40',
      '1',
    ]);
    const tokens = within(settings).getByRole('slider', { name: 'Max output tokens' });
    expect([tokens.getAttribute('min'), tokens.getAttribute('max'), tokens.getAttribute('step')]).toEqual([
      '1',
      '1024',
      '1',
    ]);
    expect(within(settings).queryByRole('slider', { name: 'Frequency penalty' })).not.toBeInTheDocument();
  });

  it('turns off custom name and prompt prefix while plugins are selected', async () => {
    const pro = proUser();
    if (pro) pro.plugins = ['calculator'];
    const { user } = await renderSignedIn();
    const menu = await openPresets(user);
    await user.click(await within(menu).findByRole('button', { name: 'Plugins' }));
    await user.click(await screen.findByRole('button', { name: 'Conversation settings' }));
    let settings = await screen.findByRole('dialog', { name: 'Advanced settings' });
    expect(within(settings).getByRole('textbox', { name: 'Custom name' })).toBeEnabled();
    await user.keyboard('{Escape}');

    // The plugins picker shows once the plugin list has loaded.
    await user.click(await screen.findByRole('button', { name: 'Plugins for this conversation' }));
    await user.click(await screen.findByRole('option', { name: 'Calculator' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Conversation settings' }));
    settings = await screen.findByRole('dialog', { name: 'Advanced settings' });
    expect(within(settings).getByRole('textbox', { name: 'Custom name' })).toBeDisabled();
    expect(within(settings).getByRole('textbox', { name: 'Prompt prefix' })).toBeDisabled();
    expect(
      within(settings).getByText('Custom name and prompt prefix are off while plugins are selected.'),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('lastSelectedTools') ?? '[]')).toEqual([
      expect.objectContaining({ pluginKey: 'calculator' }),
    ]);
  });
});
