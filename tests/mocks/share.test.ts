import { createShareToken, encryptShareToken } from '@/lib/crypto/share-token';
import { api, cookieValue, login, type Session } from './helpers';

type Convo = { conversationId: string; title: string };

const PASSPHRASE = 'test-passphrase';

async function firstConversation(session: Session): Promise<Convo> {
  const page = (await (await api('/api/convos?pageNumber=1', { token: session.token })).json()) as {
    conversations: Convo[];
  };
  expect(page.conversations.length).toBeGreaterThan(0);
  return page.conversations[0]!;
}

const chatSession = (session: Session) => cookieValue(session.setCookies, 'aiwp_logged_in')!;

function shareUrl(conversationId: string, session: string, passphrase = PASSPHRASE): string {
  return `/api/share/${encodeURIComponent(createShareToken({ conversationId, session }, passphrase))}`;
}

describe('GET /api/share/:token (mock only, read-only)', () => {
  it('answers the conversation and its messages without a bearer and without user data', async () => {
    const owner = await login('pro@demo.test');
    const convo = await firstConversation(owner);
    const response = await api(shareUrl(convo.conversationId, chatSession(owner)));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { conversation: Record<string, unknown>; messages: unknown[] };
    expect(Object.keys(body).sort()).toEqual(['conversation', 'messages']);
    expect(Object.keys(body.conversation).sort()).toEqual([
      'conversationId',
      'createdAt',
      'endpoint',
      'model',
      'title',
    ]);
    expect(body.conversation).toMatchObject({ conversationId: convo.conversationId, title: convo.title });
    const messages = await (
      await api(`/api/messages/${convo.conversationId}`, { token: owner.token })
    ).json();
    expect(body.messages).toEqual(messages);
    expect(body.messages.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain(owner.user.id);
    expect(JSON.stringify(body)).not.toContain('pro@demo.test');
  });

  it('reads tokens whose base64 holds "/", "+" and "=" once URL-encoded', async () => {
    const owner = await login('pro@demo.test');
    const convo = await firstConversation(owner);
    const plaintext = JSON.stringify({ conversationId: convo.conversationId, session: chatSession(owner) });
    let token = encryptShareToken(plaintext, PASSPHRASE);
    for (let tries = 0; tries < 200 && !(token.includes('/') && token.includes('+')); tries += 1) {
      token = encryptShareToken(plaintext, PASSPHRASE);
    }
    expect(token).toMatch(/[/+]/);
    expect((await api(`/api/share/${encodeURIComponent(token)}`)).status).toBe(200);
  });

  it("refuses another user's session, an ended session and an unknown conversation", async () => {
    const owner = await login('pro@demo.test');
    const other = await login('free@demo.test');
    const convo = await firstConversation(owner);
    const notFound = await api(shareUrl(convo.conversationId, chatSession(other)));
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ message: 'Shared conversation not found' });
    expect((await api(shareUrl('no-such-conversation', chatSession(owner)))).status).toBe(404);
    expect((await api(shareUrl(convo.conversationId, 'no-such-session'))).status).toBe(404);

    const cookie = `refreshToken=${cookieValue(owner.setCookies, 'refreshToken')}`;
    await api('/api/auth/logout', { method: 'POST', token: owner.token, headers: { Cookie: cookie } });
    expect((await api(shareUrl(convo.conversationId, chatSession(owner)))).status).toBe(404);
  });

  it('accepts only the configured passphrases and refuses garbage', async () => {
    const owner = await login('pro@demo.test');
    const convo = await firstConversation(owner);
    const session = chatSession(owner);
    for (const passphrase of [
      'demo-share-passphrase',
      'acme-e2e-share-passphrase',
      'globex-e2e-share-passphrase',
    ]) {
      expect((await api(shareUrl(convo.conversationId, session, passphrase))).status).toBe(200);
    }
    expect((await api(shareUrl(convo.conversationId, session, 'unknown-passphrase'))).status).toBe(404);
    expect((await api('/api/share/not-a-token')).status).toBe(404);

    await api('/__mock/settings', { body: { sharePassphrases: ['tenant-c'] } });
    expect((await api(shareUrl(convo.conversationId, session, 'tenant-c'))).status).toBe(200);
    expect((await api(shareUrl(convo.conversationId, session, PASSPHRASE))).status).toBe(404);
    const ignored = await api('/__mock/settings', { body: { sharePassphrases: [1, 2] } });
    expect(await ignored.json()).toMatchObject({ sharePassphrases: ['tenant-c'] });
  });
});
