import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb, server } from '@mocks/node';
import { renderSignedIn } from '../../helpers/sign-in';

async function openVideoGen(path = '/video-gen') {
  const app = await renderSignedIn('pro@demo.test');
  await app.router.navigate(path);
  await screen.findByRole('heading', { name: 'Video generation', level: 1 });
  return app;
}

describe('video generation screen', () => {
  it('lists the seeded videos with the time each has left, and deletes one after asking', async () => {
    const app = await openVideoGen();
    const waves = await screen.findByRole('article', { name: /^Waves rolling/ });
    expect(waves).toHaveTextContent('deleted in 0 h 4 min');
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await app.user.click(within(waves).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /^Waves rolling/ })).not.toBeInTheDocument(),
    );
    const pro = mockDb.state.users.find((user) => user.email === 'pro@demo.test')!;
    expect(mockDb.state.provider.videos.filter((video) => video.userId === pro.id)).toHaveLength(2);
  });

  it('shows the server_error overlay when the collection cannot be read, and tries again', async () => {
    let fail = true;
    server.use(
      http.post('*/e/fetch-video-videogen', () =>
        fail ? HttpResponse.json({ error: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const app = await openVideoGen();
    const overlay = await screen.findByRole(
      'alertdialog',
      { name: 'Something Went Wrong!' },
      { timeout: 8000 },
    );
    expect(overlay).toHaveTextContent('We encountered an error while processing your request.');
    fail = false;
    await app.user.click(within(overlay).getByRole('button', { name: 'Try Again Later' }));
    expect(await screen.findByRole('article', { name: /^Green aurora/ })).toBeInTheDocument();
  });

  it('offers the eight sample prompts only for Veo 3', async () => {
    const app = await openVideoGen('/video-gen/veo-3');
    const samples = screen.getByRole('region', { name: 'Try a sample prompt' });
    expect(within(samples).getAllByRole('button')).toHaveLength(8);
    await app.user.click(within(samples).getByRole('button', { name: /^Cinematic short scene/ }));
    expect((screen.getByRole('textbox', { name: 'Prompt' }) as HTMLTextAreaElement).value).toMatch(
      /^A lone astronaut walks/,
    );
    await app.router.navigate('/video-gen');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Try a sample prompt' })).not.toBeInTheDocument(),
    );
  });
});
