import { screen, waitFor, within } from '@testing-library/react';
import { mockDb } from '@mocks/node';
import { renderSignedIn } from '../../helpers/sign-in';

async function askForPicture(email: string, prompt: string) {
  mockDb.state.settings.imageGenerationMs = 0;
  mockDb.state.settings.tokensPerSecond = 5000;
  const app = await renderSignedIn(email);
  await app.router.navigate('/chat/dall-e');
  // The slug's model is chosen once the route settles; typing before that would race it.
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: 'Presets and endpoints (current: DALL-E)' }),
    ).toBeInTheDocument(),
  );
  const input = await screen.findByRole('textbox', { name: 'Message' });
  await app.user.type(input, `${prompt}{Enter}`);
  const picture = await screen.findByRole('img', { name: `Generated image: ${prompt}` });
  const reply = picture.closest('article')!;
  await waitFor(() =>
    expect(within(reply as HTMLElement).getByRole('button', { name: 'Regenerate' })).toBeInTheDocument(),
  );
  return { app, picture, reply: reply as HTMLElement };
}

describe('pictures from image models in the chat', () => {
  it('shows the picture in the reply, opens it full size, and lets PRO MAX regenerate another', async () => {
    const { app, picture, reply } = await askForPicture('promax@demo.test', 'A red fox');
    expect(picture.getAttribute('src')).toMatch(/\/__mock\/pictures\/draw\/[\w-]+\.png$/);
    expect(within(reply).getByRole('button', { name: 'Download image' })).toBeInTheDocument();

    await app.user.click(within(reply).getByRole('button', { name: 'Open image full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generated image' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', picture.getAttribute('src'));
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const first = picture.getAttribute('src');
    await app.user.click(within(reply).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Generated image: A red fox' }).getAttribute('src')).not.toBe(
        first,
      ),
    );
    expect(await screen.findByText('2/2')).toBeInTheDocument();
  });

  it('sends a PRO user who regenerates a picture to the upgrade page in a new tab, and sends nothing', async () => {
    const { app, reply } = await askForPicture('pro@demo.test', 'A small boat');
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(`${this.target} ${this.href}`);
    });
    const replies = mockDb.state.messages.filter((message) => !message.isCreatedByUser).length;
    await app.user.click(within(reply).getByRole('button', { name: 'Regenerate' }));
    click.mockRestore();
    expect(opened).toEqual([expect.stringMatching(/^_blank https:\/\/.+ppg=59/)]);
    expect(mockDb.state.messages.filter((message) => !message.isCreatedByUser)).toHaveLength(replies);
  });
});
