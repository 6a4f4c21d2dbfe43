import { shareLinkPath } from '@/lib/crypto/share-token';

/** The chat-session cookie whose value a shared link carries. */
export const SESSION_COOKIE = 'aiwp_logged_in';

/** Why a link cannot be made: no stored conversation ('new', 'search'), or no session cookie. */
export type ShareRefusal = 'not_saved' | 'no_session';

export type ShareLinkResult = { ok: true; path: string } | { ok: false; reason: ShareRefusal };

const isStored = (conversationId: string | null | undefined): conversationId is string =>
  !!conversationId && conversationId !== 'new' && conversationId !== 'search';

/** `/shared_conversation/{token}` for the conversation, or the reason it cannot be shared. */
export function shareLinkFor(
  conversationId: string | null | undefined,
  session: string | null | undefined,
  passphrase: string,
): ShareLinkResult {
  if (!isStored(conversationId)) return { ok: false, reason: 'not_saved' };
  const path = session ? shareLinkPath(conversationId, session, passphrase) : null;
  return path ? { ok: true, path } : { ok: false, reason: 'no_session' };
}

/** i18n key of the message shown for a refusal. */
export const shareRefusalKey = (reason: ShareRefusal): string => `share.${reason}`;
