import { shareLinkFor, shareRefusalKey } from '@/features/export/lib/share-link';
import { readShareToken } from '@/lib/crypto/share-token';

const PASSPHRASE = 'unit-passphrase';

describe('shareLinkFor', () => {
  it('builds /shared_conversation/{token} whose token holds the conversation and the session', () => {
    const result = shareLinkFor('convo-1', 'session-9', PASSPHRASE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.path).toMatch(/^\/shared_conversation\/[^/]+$/);
    const token = decodeURIComponent(result.path.slice('/shared_conversation/'.length));
    expect(readShareToken(token, PASSPHRASE)).toEqual({ conversationId: 'convo-1', session: 'session-9' });
    expect(readShareToken(token, 'another passphrase')).toBeNull();
  });

  it("refuses a conversation that is not stored: none, 'new' or 'search'", () => {
    for (const id of [null, undefined, '', 'new', 'search']) {
      expect(shareLinkFor(id, 'session-9', PASSPHRASE)).toEqual({ ok: false, reason: 'not_saved' });
    }
  });

  it('refuses without a session cookie value', () => {
    for (const session of [null, undefined, '']) {
      expect(shareLinkFor('convo-1', session, PASSPHRASE)).toEqual({ ok: false, reason: 'no_session' });
    }
  });

  it('names the message of each refusal', () => {
    expect(shareRefusalKey('not_saved')).toBe('share.not_saved');
    expect(shareRefusalKey('no_session')).toBe('share.no_session');
  });
});
