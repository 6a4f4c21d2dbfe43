import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';
import {
  addMessage,
  buildMessageTree,
  emptyMessageTree,
  removeMessage,
  replaceMessage,
  siblingIndexAfterChange,
  visiblePath,
  type MessageTree,
  type SiblingIndex,
} from '@/lib/message-tree';

export interface ChatState {
  /** null until the server names the conversation (a fresh chat). */
  conversationId: string | null;
  conversation: Conversation | null;
  tree: MessageTree;
  siblingIndex: SiblingIndex;
  /** The id of the reply being streamed, while submitting. */
  streamingId: string | null;
  /** The message open in the inline editor. */
  editingId: string | null;
  /** A model picked inside the chat (a preset or endpoint choice), over the one the route gave. */
  modelChoice: { endpoint: string; model: string } | null;
}

type Listener = () => void;

/**
 * The open conversation: an external store read through `useSyncExternalStore` selectors, so a
 * streamed token changes one `Message` object and re-renders only the row that shows it (the tree
 * functions keep every other message, and the child lists, by identity).
 */
export class ChatStore {
  private state: ChatState;
  private readonly listeners = new Set<Listener>();
  /** Row keys of messages that replaced one with another id (placeholder → server id), see rowKey. */
  private readonly rowKeys = new Map<string, string>();
  private pathCache: {
    tree: MessageTree['childrenOf'];
    index: SiblingIndex;
    path: readonly string[];
  } | null = null;

  constructor(conversationId: string | null, messages: readonly Message[] = []) {
    this.state = {
      conversationId,
      conversation: null,
      tree: messages.length ? buildMessageTree(messages) : emptyMessageTree(),
      siblingIndex: {},
      streamingId: null,
      editingId: null,
      modelChoice: null,
    };
  }

  getState = (): ChatState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<ChatState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** Applies a tree change; a level whose sibling count changed shows its newest sibling again. */
  private setTree(tree: MessageTree, extra: Partial<ChatState> = {}): void {
    if (tree === this.state.tree && Object.keys(extra).length === 0) return;
    const siblingIndex = siblingIndexAfterChange(this.state.tree, tree, this.state.siblingIndex);
    this.set({ ...extra, tree, siblingIndex });
  }

  /** The ids shown top to bottom; the same array while only message contents change. */
  visiblePath = (): readonly string[] => {
    const { tree, siblingIndex } = this.state;
    const cache = this.pathCache;
    if (cache && cache.tree === tree.childrenOf && cache.index === siblingIndex) return cache.path;
    const path = visiblePath(tree, siblingIndex);
    this.pathCache = { tree: tree.childrenOf, index: siblingIndex, path };
    return path;
  };

  /**
   * The list key of a message's row: the id of the message it replaced, when the server renamed it (the
   * provisional user message at `created`, the streamed placeholder at the final event). The row then
   * stays mounted with its measured height instead of remounting, which re-parsed the whole reply and let
   * the list jump (its height fell back to the estimate) and render earlier rows again.
   */
  rowKey = (messageId: string): string => this.rowKeys.get(messageId) ?? messageId;

  latestMessage = (): Message | null => {
    const path = this.visiblePath();
    const id = path[path.length - 1];
    return id ? (this.state.tree.byId.get(id) ?? null) : null;
  };

  /** Replaces everything with the server's list (a conversation load), unless a reply is streaming. */
  load(conversationId: string | null, messages: readonly Message[], conversation: Conversation | null): void {
    if (this.state.streamingId) return;
    this.rowKeys.clear();
    this.set({
      conversationId,
      conversation,
      tree: buildMessageTree(messages),
      siblingIndex: {},
      editingId: null,
    });
  }

  setConversation(conversation: Conversation): void {
    const merged = { ...this.state.conversation, ...conversation };
    this.set({ conversation: merged, conversationId: conversation.conversationId });
  }

  /**
   * Merges endpoint options (temperature, tools, ...) into the conversation, for the next request; a
   * fresh chat gets a conversation object holding only them until the server names it.
   */
  updateConversationOptions(partial: Readonly<Record<string, unknown>>): void {
    const base = this.state.conversation ?? {
      conversationId: this.state.conversationId ?? 'new',
      title: 'New Chat',
    };
    this.set({ conversation: { ...base, ...partial } });
  }

  chooseModel(modelChoice: ChatState['modelChoice']): void {
    const current = this.state.modelChoice;
    if (current?.endpoint === modelChoice?.endpoint && current?.model === modelChoice?.model) return;
    this.set({ modelChoice });
  }

  add(message: Message): void {
    this.setTree(addMessage(this.state.tree, message));
  }

  replace(oldId: string, message: Message): void {
    const { byId } = this.state.tree;
    const newId = message.messageId;
    if (newId !== oldId && byId.has(oldId) && !byId.has(newId)) this.rowKeys.set(newId, this.rowKey(oldId));
    this.setTree(replaceMessage(this.state.tree, oldId, message));
  }

  remove(messageId: string): void {
    this.setTree(removeMessage(this.state.tree, messageId));
  }

  /** The streaming fast path: only one message's fields change. */
  patch(messageId: string, fields: Partial<Message>): void {
    const current = this.state.tree.byId.get(messageId);
    if (!current) return;
    this.setTree(replaceMessage(this.state.tree, messageId, { ...current, ...fields }));
  }

  setStreaming(streamingId: string | null): void {
    if (streamingId !== this.state.streamingId) this.set({ streamingId });
  }

  setEditing(editingId: string | null): void {
    if (editingId !== this.state.editingId) this.set({ editingId });
  }

  /** Shows sibling `position` (1-based, oldest first) of the level under `parentKey`. */
  selectSibling(parentKey: string, position: number, count: number): void {
    const index = Math.min(Math.max(count - position, 0), Math.max(count - 1, 0));
    this.set({ siblingIndex: { ...this.state.siblingIndex, [parentKey]: index } });
  }
}
