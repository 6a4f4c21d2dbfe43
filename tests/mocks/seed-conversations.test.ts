import { api, login } from './helpers';

type ConvoPage = { conversations: { title: string; createdAt: string }[]; pages: number; pageSize: number };

async function page(token: string, pageNumber: number): Promise<ConvoPage> {
  const response = await api(`/api/convos?pageNumber=${pageNumber}`, { token });
  return (await response.json()) as ConvoPage;
}

describe('POST /__mock/seed-conversations', () => {
  it('adds finished chats, newest first, that page by 14 and can be searched', async () => {
    const { token } = await login('pro@demo.test');
    const seeded = await api('/__mock/seed-conversations', { body: { email: 'pro@demo.test', count: 28 } });
    expect(seeded.status).toBe(201);
    const body = (await seeded.json()) as { created: string[]; total: number };
    expect(body.created).toHaveLength(28);
    expect(body.total).toBe(30);

    const first = await page(token, 1);
    expect(first.pages).toBe(3);
    expect(first.conversations.map((convo) => convo.title).slice(0, 2)).toEqual([
      'Seeded chat 30',
      'Seeded chat 29',
    ]);
    expect((await page(token, 2)).conversations).toHaveLength(14);
    expect((await page(token, 3)).conversations.map((convo) => convo.title)).toEqual([
      'Sum a CSV column in Python',
      'Relaxed weekend in Lisbon',
    ]);

    const messages = await api(`/api/messages/${body.created[0]}`, { token });
    const [question, answer] = (await messages.json()) as { text: string; isCreatedByUser: boolean }[];
    expect(question?.isCreatedByUser).toBe(true);
    expect(question?.text).toContain('Seeded question 3');
    expect(answer?.text.length).toBeGreaterThan(200);

    const search = await api('/api/search?q=seeded&pageNumber=1', { token });
    expect(((await search.json()) as ConvoPage).pages).toBe(2);
  });

  it('refuses an unknown account or a bad count', async () => {
    const unknown = await api('/__mock/seed-conversations', { body: { email: 'x@demo.test', count: 2 } });
    expect(unknown.status).toBe(404);
    for (const count of [0, 1.5, '3', 201]) {
      const bad = await api('/__mock/seed-conversations', { body: { email: 'pro@demo.test', count } });
      expect(bad.status).toBe(400);
    }
  });
});
