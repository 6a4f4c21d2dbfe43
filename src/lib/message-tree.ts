import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

/**
 * A normalized message tree. Maps are replaced on every change, but untouched `Message` objects and
 * untouched child lists keep their identity, so memoised rows do not re-render.
 * - `childrenOf`: parent id -> child ids in arrival order; the root level is keyed by ROOT_PARENT_ID.
 * - `parentOf`: message id -> the key it is attached under (ROOT_PARENT_ID for roots).
 * - `orphans`: messages whose `parentMessageId` named a message that was unseen, itself, or a descendant.
 *
 * The one tree rule, for the screen and every export alike: cycles are cut; an orphan is attached
 * under the message that arrived just before it (in time order) and is not inside its own subtree, so
 * it reads after what preceded it instead of replacing the conversation's first message; a replace
 * onto an id that already exists merges into that message and keeps every branch.
 */
export interface MessageTree {
  readonly byId: ReadonlyMap<string, Message>;
  readonly childrenOf: ReadonlyMap<string, readonly string[]>;
  readonly parentOf: ReadonlyMap<string, string>;
  readonly orphans: ReadonlySet<string>;
}

/** Selected sibling per parent key (root level: ROOT_PARENT_ID); 0 = newest. */
export type SiblingIndex = Readonly<Record<string, number>>;

const NO_CHILDREN: readonly string[] = [];

export function emptyMessageTree(): MessageTree {
  return { byId: new Map(), childrenOf: new Map(), parentOf: new Map(), orphans: new Set() };
}

interface Draft {
  byId: Map<string, Message>;
  childrenOf: Map<string, readonly string[]>;
  parentOf: Map<string, string>;
  orphans: Set<string>;
}

const isRootParent = (id: string | null | undefined): boolean => !id || id === ROOT_PARENT_ID;

/** True if `ancestorId` is `id` or one of its ancestors; bounded so corrupt links cannot loop. */
function isAncestorOrSelf(parentOf: ReadonlyMap<string, string>, ancestorId: string, id: string): boolean {
  let current: string | undefined = id;
  for (let steps = 0; current !== undefined && steps <= parentOf.size; steps += 1) {
    if (current === ancestorId) return true;
    current = parentOf.get(current);
  }
  return false;
}

/** The latest-arrived message outside the subtrees of `ownIds`: where an orphan reads naturally. */
function precedingMessage(draft: Draft, ownIds: readonly string[]): string {
  const ids = [...draft.byId.keys()];
  for (let index = ids.length - 1; index >= 0; index -= 1) {
    const candidate = ids[index] as string;
    if (!ownIds.some((own) => isAncestorOrSelf(draft.parentOf, own, candidate))) return candidate;
  }
  return ROOT_PARENT_ID;
}

/** Where a message may attach: its parent if already present and not inside its own subtree. */
function resolveParent(
  draft: Draft,
  message: Message,
  ownIds: readonly string[],
): { key: string; orphan: boolean } {
  const wanted = message.parentMessageId;
  if (isRootParent(wanted)) return { key: ROOT_PARENT_ID, orphan: false };
  const parent = wanted as string;
  // Only a message already in the tree can be an ancestor (one arriving has no children yet): without
  // this, each message of a long chain walked the whole chain above it (1,000 messages: 500,000 steps).
  const loops = ownIds.some((own) => draft.byId.has(own) && isAncestorOrSelf(draft.parentOf, own, parent));
  if (!draft.byId.has(parent) || loops) return { key: precedingMessage(draft, ownIds), orphan: true };
  return { key: parent, orphan: false };
}

/** Orphans that were waiting for `parentId` move under it, unless that would close a cycle. */
function adoptOrphans(draft: Draft, parentId: string): void {
  for (const orphanId of [...draft.orphans]) {
    if (draft.byId.get(orphanId)?.parentMessageId !== parentId) continue;
    if (isAncestorOrSelf(draft.parentOf, orphanId, parentId)) continue;
    const oldKey = draft.parentOf.get(orphanId) ?? ROOT_PARENT_ID;
    setChildren(
      draft,
      oldKey,
      (draft.childrenOf.get(oldKey) ?? NO_CHILDREN).filter((id) => id !== orphanId),
    );
    draft.childrenOf.set(parentId, [...(draft.childrenOf.get(parentId) ?? NO_CHILDREN), orphanId]);
    draft.parentOf.set(orphanId, parentId);
    draft.orphans.delete(orphanId);
  }
}

/** Adds a message as the newest child of where it may attach: one rule for a list and for a stream. */
function attach(draft: Draft, message: Message): void {
  const id = message.messageId;
  const { key, orphan } = resolveParent(draft, message, [id]);
  draft.byId.set(id, message);
  draft.parentOf.set(id, key);
  draft.childrenOf.set(key, [...(draft.childrenOf.get(key) ?? NO_CHILDREN), id]);
  if (orphan) draft.orphans.add(id);
  else adoptOrphans(draft, id);
}

const draftOf = (tree: MessageTree): Draft => ({
  byId: new Map(tree.byId),
  childrenOf: new Map(tree.childrenOf),
  parentOf: new Map(tree.parentOf),
  orphans: new Set(tree.orphans),
});

/**
 * Builds the tree from the server's flat list (createdAt ascending) exactly as adding the messages one
 * by one would: a message whose parent has not come yet waits as an orphan and moves under its parent
 * when that arrives; a repeated id replaces the earlier copy. Never throws and never loops.
 */
export function buildMessageTree(messages: readonly Message[]): MessageTree {
  let draft: Draft = { byId: new Map(), childrenOf: new Map(), parentOf: new Map(), orphans: new Set() };
  for (const message of messages) {
    if (!message || typeof message.messageId !== 'string' || !message.messageId) continue;
    // A repeated id is handled as a stream handles it: the later copy replaces the earlier one.
    if (draft.byId.has(message.messageId)) draft = draftOf(replaceMessage(draft, message.messageId, message));
    else attach(draft, message);
  }
  return draft;
}

/** Adds a message as the newest child of its parent; an existing id is replaced in place instead. */
export function addMessage(tree: MessageTree, message: Message): MessageTree {
  if (tree.byId.has(message.messageId)) return replaceMessage(tree, message.messageId, message);
  const draft = draftOf(tree);
  attach(draft, message);
  return draft;
}

function subtreeIds(tree: MessageTree, id: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const queue = [id];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    found.push(next);
    queue.push(...(tree.childrenOf.get(next) ?? NO_CHILDREN));
  }
  return found;
}

function setChildren(draft: Draft, key: string, children: readonly string[]): void {
  if (children.length > 0) draft.childrenOf.set(key, children);
  else draft.childrenOf.delete(key);
}

/**
 * Takes `oldId` out and hands its replies to `newId` (or, for a reply that lies above `newId`, to the
 * old parent), so merging two copies of a message never drops a branch.
 */
function mergeInto(tree: MessageTree, oldId: string, newId: string): MessageTree {
  const draft = draftOf(tree);
  const parentKey = tree.parentOf.get(oldId) ?? ROOT_PARENT_ID;
  setChildren(
    draft,
    parentKey,
    (tree.childrenOf.get(parentKey) ?? NO_CHILDREN).filter((id) => id !== oldId),
  );
  draft.childrenOf.delete(oldId);
  draft.byId.delete(oldId);
  draft.parentOf.delete(oldId);
  draft.orphans.delete(oldId);
  for (const child of tree.childrenOf.get(oldId) ?? NO_CHILDREN) {
    const target = isAncestorOrSelf(tree.parentOf, child, newId) ? parentKey : newId;
    draft.childrenOf.set(target, [...(draft.childrenOf.get(target) ?? NO_CHILDREN), child]);
    draft.parentOf.set(child, target);
  }
  return draft;
}

/** Removes a message and everything below it. Unknown ids return the same tree. */
export function removeMessage(tree: MessageTree, messageId: string): MessageTree {
  if (!tree.byId.has(messageId)) return tree;
  const draft = draftOf(tree);
  const parentKey = tree.parentOf.get(messageId) ?? ROOT_PARENT_ID;
  const siblings = tree.childrenOf.get(parentKey) ?? NO_CHILDREN;
  setChildren(
    draft,
    parentKey,
    siblings.filter((id) => id !== messageId),
  );
  for (const id of subtreeIds(tree, messageId)) {
    draft.byId.delete(id);
    draft.parentOf.delete(id);
    draft.childrenOf.delete(id);
    draft.orphans.delete(id);
  }
  return draft;
}

/**
 * Puts `message` where `oldId` was: the placeholder `<userId>_` becomes the real reply, or a streamed
 * text replaces the same id. The sibling slot and the children are kept when the parent is unchanged.
 * If `message.messageId` already exists elsewhere, `oldId` is dropped and that message is updated.
 */
export function replaceMessage(tree: MessageTree, oldId: string, message: Message): MessageTree {
  const newId = message.messageId;
  if (!tree.byId.has(oldId)) return addMessage(tree, message);
  if (newId !== oldId && tree.byId.has(newId)) {
    // A server that reuses an ancestor's id (the user message's, say) would replace that message:
    // the reply keeps its own place instead.
    if (isAncestorOrSelf(tree.parentOf, newId, oldId))
      return replaceMessage(tree, oldId, { ...message, messageId: oldId });
    return replaceMessage(mergeInto(tree, oldId, newId), newId, message);
  }

  const previous = tree.byId.get(oldId);
  const oldKey = tree.parentOf.get(oldId) ?? ROOT_PARENT_ID;
  if (newId === oldId && previous?.parentMessageId === message.parentMessageId) {
    // The streaming fast path: only the message itself changes.
    const byId = new Map(tree.byId);
    byId.set(newId, message);
    return { ...tree, byId };
  }

  const draft = draftOf(tree);
  const { key, orphan } = resolveParent(draft, message, [oldId, newId]);
  const oldSiblings = tree.childrenOf.get(oldKey) ?? NO_CHILDREN;
  if (key === oldKey) {
    setChildren(
      draft,
      key,
      oldSiblings.map((id) => (id === oldId ? newId : id)),
    );
  } else {
    setChildren(
      draft,
      oldKey,
      oldSiblings.filter((id) => id !== oldId),
    );
    draft.childrenOf.set(key, [...(draft.childrenOf.get(key) ?? NO_CHILDREN), newId]);
  }
  if (newId !== oldId) {
    const children = tree.childrenOf.get(oldId);
    draft.childrenOf.delete(oldId);
    if (children) {
      draft.childrenOf.set(newId, children);
      for (const child of children) draft.parentOf.set(child, newId);
    }
    draft.byId.delete(oldId);
    draft.parentOf.delete(oldId);
    draft.orphans.delete(oldId);
  }
  draft.byId.set(newId, message);
  draft.parentOf.set(newId, key);
  if (orphan) draft.orphans.add(newId);
  else draft.orphans.delete(newId);
  if (newId !== oldId) adoptOrphans(draft, newId);
  return draft;
}

function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), Math.max(length - 1, 0));
}

/** The 1-based position (oldest first) of the variant shown among `count` siblings. */
export function shownPosition(siblingIndex: SiblingIndex, parentKey: string, count: number): number {
  return count - clampIndex(siblingIndex[parentKey], count);
}

/**
 * The ids shown top to bottom: at each level `children[len-1-idx]` (newest when idx is 0). It asks
 * `childrenOf` only for the levels on the path.
 */
export function walkVisiblePath(
  childrenOf: (key: string) => readonly string[],
  siblingIndex: SiblingIndex,
): string[] {
  const path: string[] = [];
  const visited = new Set<string>();
  let key = ROOT_PARENT_ID;
  let children = childrenOf(key);
  while (children.length > 0) {
    const shown = children[shownPosition(siblingIndex, key, children.length) - 1];
    if (shown === undefined || visited.has(shown)) break;
    visited.add(shown);
    path.push(shown);
    key = shown;
    children = childrenOf(key);
  }
  return path;
}

export function visiblePath(tree: MessageTree, siblingIndex: SiblingIndex): string[] {
  return walkVisiblePath((key) => tree.childrenOf.get(key) ?? NO_CHILDREN, siblingIndex);
}

/**
 * The selection that shows `messageId`: at every level from the message up to the root, the variant on its
 * way is chosen. The same object when it is already shown, or when the tree does not hold it.
 */
export function siblingIndexShowing(
  tree: MessageTree,
  siblingIndex: SiblingIndex,
  messageId: string,
): SiblingIndex {
  let next = siblingIndex;
  let id = messageId;
  for (let steps = 0; steps <= tree.parentOf.size; steps += 1) {
    const key = tree.parentOf.get(id);
    if (key === undefined) break;
    const children = tree.childrenOf.get(key) ?? NO_CHILDREN;
    const at = children.indexOf(id);
    if (at !== -1 && shownPosition(next, key, children.length) !== at + 1)
      next = { ...next, [key]: children.length - 1 - at };
    if (key === ROOT_PARENT_ID) break;
    id = key;
  }
  return next;
}

/** The `< position/count >` switcher for the message's level; `parentKey` is the siblingIndex key. */
export function siblingInfo(
  tree: MessageTree,
  messageId: string,
  siblingIndex: SiblingIndex,
): { parentKey: string; position: number; count: number } | null {
  const parentKey = tree.parentOf.get(messageId);
  if (parentKey === undefined) return null;
  const count = (tree.childrenOf.get(parentKey) ?? NO_CHILDREN).length;
  return { parentKey, position: shownPosition(siblingIndex, parentKey, count), count };
}

/** The last id of a visible path: the message new sends attach to. */
export function latestMessageId(path: readonly string[]): string | null {
  return path[path.length - 1] ?? null;
}

/**
 * Resets the selection of every level whose sibling count changed (contract: the index resets to 0),
 * so a new sibling shows at once. Returns the same object when nothing changed.
 */
export function siblingIndexAfterChange(
  before: MessageTree,
  after: MessageTree,
  siblingIndex: SiblingIndex,
): SiblingIndex {
  const changed = Object.keys(siblingIndex).filter(
    (key) => before.childrenOf.get(key)?.length !== after.childrenOf.get(key)?.length,
  );
  if (changed.length === 0) return siblingIndex;
  const next = { ...siblingIndex };
  for (const key of changed) delete next[key];
  return next;
}

/**
 * Every message of the tree as a flat list that `buildMessageTree` turns back into the same tree:
 * parents before their replies, siblings in arrival order (the server's order for a loaded chat).
 * The store's `byId` order is not enough: a sent message can get its server id after its reply.
 */
export function treeMessages(tree: MessageTree): Message[] {
  const out: Message[] = [];
  const seen = new Set<string>();
  const stack = [...(tree.childrenOf.get(ROOT_PARENT_ID) ?? NO_CHILDREN)].reverse();
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const message = tree.byId.get(id);
    if (!message || seen.has(id)) continue;
    seen.add(id);
    out.push(message);
    stack.push(...[...(tree.childrenOf.get(id) ?? NO_CHILDREN)].reverse());
  }
  return out;
}
