import { buildMessageTree, visiblePath } from '@/lib/message-tree';
import type { Message } from '@/lib/schemas/message';

/**
 * The messages a shared page shows: the branch of the newest message (the server lists them oldest
 * first), then the newest reply at each level below it. The server keeps no choice of variants, so the
 * branch last written in is the one the conversation continued from: after a comparison (issue #44), the
 * answer a follow-up was asked under, not merely the answer saved last.
 */
export function newestBranch(messages: readonly Message[]): Message[] {
  const tree = buildMessageTree(messages);
  const chosen: Record<string, number> = {};
  let id = messages.at(-1)?.messageId;
  for (let guard = 0; id !== undefined && guard <= messages.length; guard += 1) {
    const parentKey = tree.parentOf.get(id);
    if (parentKey === undefined) break;
    const siblings = tree.childrenOf.get(parentKey) ?? [];
    chosen[parentKey] = siblings.length - 1 - siblings.indexOf(id);
    id = tree.byId.has(parentKey) ? parentKey : undefined;
  }
  return visiblePath(tree, chosen).flatMap((shown) => {
    const message = tree.byId.get(shown);
    return message ? [message] : [];
  });
}
