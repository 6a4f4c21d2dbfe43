import { buildMessageTree, visiblePath } from '@/lib/message-tree';
import type { Message } from '@/lib/schemas/message';

/** The messages a shared page shows: at each level the newest reply, as a fresh chat view would. */
export function newestBranch(messages: readonly Message[]): Message[] {
  const tree = buildMessageTree(messages);
  return visiblePath(tree, {}).flatMap((id) => {
    const message = tree.byId.get(id);
    return message ? [message] : [];
  });
}
