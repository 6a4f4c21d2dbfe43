/** What the user typed, kept per conversation in local storage until the server accepts the message. */
const PREFIX = 'chatDraft:';

const keyFor = (conversationId: string | null | undefined) => `${PREFIX}${conversationId || 'new'}`;

export function readDraft(conversationId: string | null | undefined): string {
  try {
    return localStorage.getItem(keyFor(conversationId)) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(conversationId: string | null | undefined, text: string): void {
  try {
    if (text) localStorage.setItem(keyFor(conversationId), text);
    else localStorage.removeItem(keyFor(conversationId));
  } catch {
    // Storage full or blocked: the draft lives in the input only.
  }
}
