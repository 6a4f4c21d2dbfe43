import { screen, waitFor, within } from '@testing-library/react';
import { mockDb } from '@mocks/node';
import { renderSignedIn } from '../../helpers/sign-in';

async function openImageGen() {
  const app = await renderSignedIn('pro@demo.test');
  await app.router.navigate('/image-gen');
  await screen.findByRole('heading', { name: 'Image generation', level: 1 });
  return app;
}

const promptBox = () => screen.getByRole('textbox', { name: 'Prompt' });
const collection = () => screen.getByRole('region', { name: 'Your images' });
const toasts = () => screen.getByRole('status', { name: 'Notifications' });

describe('image generator: what the user does is kept or can be taken back (issue #27)', () => {
  beforeEach(() => {
    mockDb.state.settings.imageGenerationMs = 0;
  });

  it('takes a deleted image out at once; Undo brings it back; the server deletes it when the toast goes', async () => {
    const app = await openImageGen();
    await app.user.type(promptBox(), 'A red kite');
    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    await within(collection()).findByRole('img', { name: 'A red kite' });
    expect(mockDb.state.provider.images).toHaveLength(1);

    await app.user.click(within(collection()).getByRole('button', { name: 'Delete image' }));
    expect(within(collection()).queryByRole('img', { name: 'A red kite' })).not.toBeInTheDocument();
    expect(within(toasts()).getByText('Image deleted')).toBeInTheDocument();
    await app.user.click(within(toasts()).getByRole('button', { name: 'Undo' }));
    expect(await within(collection()).findByRole('img', { name: 'A red kite' })).toBeInTheDocument();
    expect(mockDb.state.provider.images).toHaveLength(1);

    await app.user.click(within(collection()).getByRole('button', { name: 'Delete image' }));
    await app.user.click(within(toasts()).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(mockDb.state.provider.images).toHaveLength(0));
    expect(within(collection()).queryByRole('img', { name: 'A red kite' })).not.toBeInTheDocument();
  });

  it('keeps the prompt and settings for the session, and PNG has no quality to set', async () => {
    const app = await openImageGen();
    await app.user.type(promptBox(), 'A quiet harbour');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Aspect ratio' }), '9:16');
    const quality = () => screen.getByRole('slider', { name: 'Output quality' });
    expect(screen.getByRole('combobox', { name: 'Output format' })).toHaveValue('png');
    expect(quality()).toBeDisabled();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Output format' }), 'jpg');
    expect(quality()).toBeEnabled();

    await app.router.navigate('/chatpdf');
    await screen.findByRole('heading', { name: 'AI PDF reader', level: 1 });
    await app.router.navigate('/image-gen');
    await screen.findByRole('heading', { name: 'Image generation', level: 1 });
    expect(promptBox()).toHaveValue('A quiet harbour');
    expect(screen.getByRole('combobox', { name: 'Aspect ratio' })).toHaveValue('9:16');
    expect(screen.getByRole('combobox', { name: 'Output format' })).toHaveValue('jpg');
  });
});
