import { fireEvent, screen } from '@testing-library/react';
import { server } from '@mocks/node';
import { api } from '../../mocks/helpers';
import { renderSignedIn } from '../../helpers/sign-in';

const HIT_WORD = 'marshwillow';

/** A conversation of 82 messages whose first answer holds HIT_WORD; its id. */
async function seedLongChat(): Promise<{ conversationId: string }> {
  const response = await api('/__mock/seed-conversation', {
    body: {
      email: 'pro@demo.test',
      pairs: 40,
      chars: 200,
      title: 'Reading: a long chat',
      turns: [{ prompt: 'Where do herons nest?', reply: `In the ${HIT_WORD} reeds by the river.` }],
    },
  });
  return (await response.json()) as { conversationId: string };
}

/** Issue #43: a search hit opens fast because nothing waits that could have started earlier. */
describe('a search hit opening its conversation', () => {
  it('reads the conversation from the press on the hit, before the click', async () => {
    const { conversationId } = await seedLongChat();
    const app = await renderSignedIn('pro@demo.test');
    await app.router.navigate(`/search/${HIT_WORD}`);
    const hit = await screen.findByRole('link', { name: new RegExp(HIT_WORD) });
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      fireEvent.pointerDown(hit);
      expect(asked).toContain(`/api/messages/${conversationId}`);
      expect(asked).toContain(`/api/convos/${conversationId}`);
      expect(app.router.state.location.pathname).toBe(`/search/${HIT_WORD}`);
      await app.user.click(hit);
      expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
      // The page's own queries joined the reads the press started.
      expect(asked.filter((path) => path === `/api/messages/${conversationId}`)).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
