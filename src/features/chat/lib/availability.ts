import type { Message } from '@/lib/schemas/message';

export const LIMITED_ACCESS_MARKER = '=== LIMITED ACCESS ===';

/** Endpoints with an /api/edit route, the only ones that can continue a reply. */
export const CONTINUE_ENDPOINTS: readonly string[] = ['openAI', 'azureOpenAI', 'gptPlugins', 'anthropic'];

/** Endpoints whose AI replies cannot be edited. */
export const NO_AI_EDIT_ENDPOINTS: readonly string[] = ['google', 'bingAI', 'chatGPTBrowser'];

/** Finish reasons that mean the reply is complete (`eos` is the fork's spelling). */
const COMPLETE_FINISH_REASONS: readonly string[] = ['stop', 'eos'];

export type MessageAction = 'edit' | 'copy' | 'regenerate' | 'continue' | 'translate';

export interface MessageMarkers {
  limitedAccess: boolean;
  /** Actions the markers hide. */
  hiddenActions: readonly MessageAction[];
  /** True when the chat input must be disabled while this message is the latest. */
  disablesInput: boolean;
}

const LIMITED_HIDDEN: readonly MessageAction[] = ['edit', 'copy', 'regenerate', 'continue', 'translate'];
const NONE_HIDDEN: readonly MessageAction[] = [];

export function messageMarkers(text: string | null | undefined): MessageMarkers {
  const limitedAccess = typeof text === 'string' && text.includes(LIMITED_ACCESS_MARKER);
  return {
    limitedAccess,
    hiddenActions: limitedAccess ? LIMITED_HIDDEN : NONE_HIDDEN,
    disablesInput: limitedAccess,
  };
}

export interface ActionContext {
  message: Message;
  /** The message is the leaf of the visible path. */
  isLatest: boolean;
  /** The conversation's endpoint. */
  endpoint: string | null | undefined;
  /** This message is open in the editor. */
  isEditing: boolean;
  isSubmitting: boolean;
}

const hidden = (message: Message, action: MessageAction): boolean =>
  messageMarkers(message.text).hiddenActions.includes(action);

/** Continue: an unfinished finish reason on the latest reply of an /edit-capable endpoint. */
export function canContinue({
  message,
  isLatest,
  endpoint,
  isEditing,
  isSubmitting,
}: ActionContext): boolean {
  const reason = message.finish_reason;
  return (
    !message.isCreatedByUser &&
    typeof reason === 'string' &&
    reason !== '' &&
    !COMPLETE_FINISH_REASONS.includes(reason) &&
    isLatest &&
    !!endpoint &&
    CONTINUE_ENDPOINTS.includes(endpoint) &&
    !isEditing &&
    !isSubmitting &&
    !message.searchResult &&
    !hidden(message, 'continue')
  );
}

/** Regenerate: any AI reply, on any endpoint, outside search, editing and submitting. */
export function canRegenerate({ message, isEditing, isSubmitting }: ActionContext): boolean {
  return (
    !message.isCreatedByUser &&
    !message.searchResult &&
    !isEditing &&
    !isSubmitting &&
    !hidden(message, 'regenerate')
  );
}

/** Edit: not while submitting, not on errors or search results, not on AI replies of some endpoints. */
export function canEdit({ message, endpoint, isSubmitting }: ActionContext): boolean {
  if (isSubmitting || message.error || message.searchResult || hidden(message, 'edit')) return false;
  return message.isCreatedByUser || !endpoint || !NO_AI_EDIT_ENDPOINTS.includes(endpoint);
}

export type InputState = 'ready' | 'not-appendable' | 'limited-access';

/**
 * The chat input's state from the latest message: an errored reply, or an unfinished one while
 * nothing streams, cannot be appended to; a limited-access reply disables the input for the upgrade prompt.
 */
export function inputState(latestMessage: Message | null | undefined, isSubmitting: boolean): InputState {
  if (!latestMessage) return 'ready';
  if (messageMarkers(latestMessage.text).disablesInput) return 'limited-access';
  if (latestMessage.error) return 'not-appendable';
  if (latestMessage.unfinished && !isSubmitting) return 'not-appendable';
  return 'ready';
}
