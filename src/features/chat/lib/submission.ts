import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';
import type { MessageTree } from '@/lib/message-tree';
import { isFreshChat, randomUuid } from './message-ids';

/** `parseConvo` output for the endpoint, plus `endpoint` and optionally the user's `token`. */
export interface EndpointOptions {
  endpoint: string;
  token?: string | null;
  [option: string]: unknown;
}

export interface SubmissionContext {
  tree: MessageTree;
  /** The leaf of the visible path, or null in an empty chat. */
  latestMessage: Message | null;
  /** The current conversation: null or 'new' for a fresh chat. */
  conversationId: string | null;
  endpointOptions: EndpointOptions;
  /** Placeholder id factory; a random UUID (crypto.randomUUID) by default. */
  createId?: () => string;
}

/** The body of POST /api/ask|edit/{endpoint} (contract section 3). */
export interface SubmissionBody {
  [option: string]: unknown;
  sender: 'User';
  text: string;
  current: true;
  isCreatedByUser: true;
  error: false;
  messageId: string;
  parentMessageId: string;
  conversationId: string | null;
  overrideParentMessageId: string | null;
  responseMessageId: string | null;
  generation: string;
  isContinued: boolean;
  endpoint: string;
  token: string | null;
}

export interface Submission {
  route: 'ask' | 'edit';
  /** e.g. `/api/edit/openAI`. */
  path: string;
  body: SubmissionBody;
  /** Regenerate, edit-AI and continue: the server reuses the user message, so `created` adds no new one. */
  isRegenerate: boolean;
  /** Edit-AI and continue: the reply starts from `generation`. */
  isEdited: boolean;
  /** Continue only: the reply that the server overwrites; drop it before streaming. */
  replacesMessageId: string | null;
  /**
   * A comparison's reply (issue #44): its tag makes its placeholder `<userId>_<tag>_`, apart from the other
   * answers written to the same question at once.
   */
  replyTag?: string;
  /**
   * false when Stop must not call the abort route: the server keeps one abort entry per endpoint and
   * conversation, and a later answer on the same endpoint has taken it (docs/api.md). Read at Stop.
   */
  serverStops?: boolean;
}

interface Ask {
  text: string;
  parentMessageId: string | null | undefined;
  conversationId: string | null | undefined;
  messageId?: string;
  overrideParentMessageId?: string | null;
  generation?: string;
  responseMessageId?: string | null;
  isEdited?: boolean;
  isContinued?: boolean;
  isRegenerate?: boolean;
}

function requireConversation(ctx: SubmissionContext, message?: Message): string {
  const conversationId = message?.conversationId || ctx.conversationId;
  if (!conversationId || isFreshChat(conversationId)) throw new Error('conversationId is required');
  return conversationId;
}

function build(ctx: SubmissionContext, ask: Ask): Submission {
  const conversationId = ask.conversationId || ctx.conversationId;
  if (conversationId === 'search') throw new Error('Cannot send from the search view');
  const fresh = isFreshChat(conversationId);
  const latest = fresh ? null : ctx.latestMessage;
  const isEdited = Boolean(ask.isEdited || ask.isContinued);
  const isContinued = isEdited && Boolean(ask.isContinued);
  const { endpoint, token, ...options } = ctx.endpointOptions;
  const body: SubmissionBody = {
    ...options,
    sender: 'User',
    text: ask.text.trim(),
    current: true,
    isCreatedByUser: true,
    error: false,
    messageId: ask.messageId ?? (ctx.createId ?? randomUuid)(),
    parentMessageId: fresh ? ROOT_PARENT_ID : ask.parentMessageId || latest?.messageId || ROOT_PARENT_ID,
    conversationId: fresh ? null : (conversationId as string),
    overrideParentMessageId: ask.overrideParentMessageId ?? null,
    responseMessageId:
      ask.responseMessageId !== undefined ? ask.responseMessageId : (latest?.messageId ?? null),
    generation: ask.generation ?? latest?.text ?? '',
    isContinued,
    endpoint,
    token: typeof token === 'string' ? token : null,
  };
  const route = isEdited ? 'edit' : 'ask';
  return {
    route,
    path: `/api/${route}/${endpoint}`,
    body,
    isRegenerate: Boolean(ask.isRegenerate),
    isEdited,
    replacesMessageId: isContinued ? body.responseMessageId : null,
  };
}

/** The user message an AI reply answers; throws when the reply has no user parent in the tree. */
function userParentOf(tree: MessageTree, aiMessageId: string): { ai: Message; user: Message } {
  const ai = tree.byId.get(aiMessageId);
  const user = ai?.parentMessageId ? tree.byId.get(ai.parentMessageId) : undefined;
  if (!ai || ai.isCreatedByUser || !user || !user.isCreatedByUser) {
    throw new Error('The parent user message was not found');
  }
  return { ai, user };
}

/** A plain ask under the latest message (the root UUID in a fresh chat). */
export function newMessageSubmission(ctx: SubmissionContext, text: string): Submission {
  return build(ctx, { text, parentMessageId: null, conversationId: ctx.conversationId });
}

/** Re-asks the AI message's user parent; the new reply becomes a sibling of the old one. */
export function regenerateSubmission(ctx: SubmissionContext, aiMessageId: string): Submission {
  const { user } = userParentOf(ctx.tree, aiMessageId);
  return build(ctx, {
    text: user.text,
    parentMessageId: user.parentMessageId || ROOT_PARENT_ID,
    conversationId: user.conversationId,
    overrideParentMessageId: user.messageId,
    isRegenerate: true,
  });
}

/**
 * Asks a question of the conversation again, usually of another model (a comparison's other answers,
 * 'Try again with…'): the contract's Regenerate, so the reply becomes a sibling of the others.
 */
export function askAgainSubmission(ctx: SubmissionContext, userMessageId: string): Submission {
  const user = ctx.tree.byId.get(userMessageId);
  if (!user || !user.isCreatedByUser) throw new Error('The user message was not found');
  return build(ctx, {
    text: user.text,
    parentMessageId: user.parentMessageId || ROOT_PARENT_ID,
    conversationId: requireConversation(ctx, user),
    overrideParentMessageId: user.messageId,
    isRegenerate: true,
  });
}

/** Edit a user message, then Save & Submit: a new sibling under the same parent. Null if the text is empty. */
export function editUserAndSubmit(
  ctx: SubmissionContext,
  userMessageId: string,
  editedText: string,
): Submission | null {
  const message = ctx.tree.byId.get(userMessageId);
  if (!message || !message.isCreatedByUser) throw new Error('The user message was not found');
  if (!editedText.trim()) return null;
  return build(ctx, {
    text: editedText,
    parentMessageId: message.parentMessageId || ROOT_PARENT_ID,
    conversationId: requireConversation(ctx, message),
  });
}

/** Edit an AI message, then Save & Submit: the server completes the edited text as a new sibling. */
export function editAiAndSubmit(
  ctx: SubmissionContext,
  aiMessageId: string,
  editedText: string,
): Submission | null {
  const { ai, user } = userParentOf(ctx.tree, aiMessageId);
  const generation = editedText.trim();
  if (!generation) return null;
  return build(ctx, {
    text: user.text,
    parentMessageId: user.parentMessageId || ROOT_PARENT_ID,
    conversationId: requireConversation(ctx, user),
    overrideParentMessageId: user.messageId,
    generation,
    responseMessageId: ai.messageId,
    isEdited: true,
    isRegenerate: true,
  });
}

/** Continue the latest AI reply: the server keeps its id and overwrites it. */
export function continueSubmission(ctx: SubmissionContext): Submission {
  const latest = ctx.latestMessage;
  if (!latest) throw new Error('There is no message to continue');
  const { ai, user } = userParentOf(ctx.tree, latest.messageId);
  return build(ctx, {
    text: user.text,
    parentMessageId: user.parentMessageId || ROOT_PARENT_ID,
    conversationId: requireConversation(ctx, user),
    messageId: user.messageId,
    overrideParentMessageId: user.messageId,
    generation: latest.text,
    responseMessageId: ai.messageId,
    isEdited: true,
    isContinued: true,
    isRegenerate: true,
  });
}
