/** The only model a guest may send to (spec sections 5 and 6). */
export const GUEST_MODEL = 'gpt-4o-mini';

/** The pseudo conversation id of the search view, where sending is blocked. */
export const SEARCH_CONVERSATION_ID = 'search';

export interface SendInput {
  text: string;
  imageCount: number;
  imagesUploading: boolean;
  isSubmitting: boolean;
  endpoint: string | null | undefined;
  conversationId: string | null | undefined;
  isGuest: boolean;
  model: string | null | undefined;
}

export type SendBlockReason =
  'submitting' | 'empty' | 'images-uploading' | 'no-endpoint' | 'search-view' | 'guest-model';

export type SendDecision = { ok: true } | { ok: false; reason: SendBlockReason };

/** Whether a message may be sent now; the first failing rule is the reason. */
export function canSend(input: SendInput): SendDecision {
  if (input.isSubmitting) return { ok: false, reason: 'submitting' };
  if (!input.text.trim() && input.imageCount <= 0) return { ok: false, reason: 'empty' };
  if (input.imagesUploading) return { ok: false, reason: 'images-uploading' };
  if (!input.endpoint) return { ok: false, reason: 'no-endpoint' };
  if (input.conversationId === SEARCH_CONVERSATION_ID) return { ok: false, reason: 'search-view' };
  if (input.isGuest && input.model !== GUEST_MODEL) return { ok: false, reason: 'guest-model' };
  return { ok: true };
}

export { shouldSubmitOnKey } from '@/lib/enter-submits';
