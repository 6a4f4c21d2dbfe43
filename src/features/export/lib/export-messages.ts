import { buildMessageTree, visiblePath, type MessageTree, type SiblingIndex } from '@/lib/message-tree';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

/** A full message with its exported replies nested under `children` (json, recursive). */
export type ExportTreeMessage = Message & { children: ExportTreeMessage[] };

/**
 * A full message without `children` (every flat export). `Message` keeps unknown fields, so
 * `Omit` would erase its named ones; the field is removed at run time instead.
 */
export type ExportFlatMessage = Message;

export interface ExportSelection {
  /** Every sibling branch, or only the one selected at each level. */
  branches: boolean;
}

function withoutChildren(message: Message): ExportFlatMessage {
  const { children: _children, ...rest } = message;
  return rest as ExportFlatMessage;
}

/** The exported ids below `parentKey`: all children, or only the selected one. */
function exportedChildren(
  tree: MessageTree,
  parentKey: string,
  branches: boolean,
  selected: ReadonlySet<string>,
): readonly string[] {
  const children = tree.childrenOf.get(parentKey) ?? [];
  return branches ? children : children.filter((id) => selected.has(id));
}

function treeOf(messages: readonly Message[], siblingIndex: SiblingIndex) {
  const tree = buildMessageTree(messages);
  return { tree, selected: new Set(visiblePath(tree, siblingIndex)) };
}

/**
 * The exported messages as a flat pre-order list (parents before their replies, siblings in
 * arrival order). Without branches this is the visible path: at each level the sibling the user
 * selected (the newest by default).
 */
export function exportFlatMessages(
  messages: readonly Message[],
  siblingIndex: SiblingIndex,
  { branches }: ExportSelection,
): ExportFlatMessage[] {
  const { tree, selected } = treeOf(messages, siblingIndex);
  const out: ExportFlatMessage[] = [];
  // An explicit stack keeps very long conversations off the call stack.
  const stack = [...exportedChildren(tree, ROOT_PARENT_ID, branches, selected)].reverse();
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const message = tree.byId.get(id);
    if (!message) continue;
    out.push(withoutChildren(message));
    stack.push(...[...exportedChildren(tree, id, branches, selected)].reverse());
  }
  return out;
}

/** The exported messages as root messages with their replies nested under `children`. */
export function exportMessageTree(
  messages: readonly Message[],
  siblingIndex: SiblingIndex,
  { branches }: ExportSelection,
): ExportTreeMessage[] {
  const { tree, selected } = treeOf(messages, siblingIndex);
  const build = (parentKey: string): ExportTreeMessage[] =>
    exportedChildren(tree, parentKey, branches, selected).flatMap((id) => {
      const message = tree.byId.get(id);
      return message ? [{ ...withoutChildren(message), children: build(id) }] : [];
    });
  return build(ROOT_PARENT_ID);
}

/** The json export's message part (contract section 6). */
export type ExportedMessages = { messagesTree: ExportTreeMessage[] } | { messages: ExportFlatMessage[] };

/** `recursive` → nested `messagesTree`; otherwise a flat `messages` list without `children`. */
export function exportMessages(
  messages: readonly Message[],
  siblingIndex: SiblingIndex,
  options: ExportSelection & { recursive: boolean },
): ExportedMessages {
  return options.recursive
    ? { messagesTree: exportMessageTree(messages, siblingIndex, options) }
    : { messages: exportFlatMessages(messages, siblingIndex, options) };
}
