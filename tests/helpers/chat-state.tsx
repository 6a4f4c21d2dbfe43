import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { RecoilRoot } from 'recoil';
import { useChatWriter, type ChatWriter } from '@/features/chat/state/chat-writer';
import { visiblePath } from '@/lib/message-tree';
import type { Message } from '@/lib/schemas/message';

export interface OpenChat {
  writer: ChatWriter;
  state: ChatWriter['read'];
  visiblePath: () => string[];
  latestMessage: () => Message | null;
  unmount: () => void;
}

/** The chat's Recoil state in a bare RecoilRoot, opened on `messages`, with its writer. */
export function openChat(conversationId: string | null = null, messages: readonly Message[] = []): OpenChat {
  let writer: ReturnType<typeof useChatWriter> | null = null;
  function Owner() {
    const created = useChatWriter();
    writer = created;
    useLayoutEffect(() => {
      created.open(conversationId, messages, null);
      return created.close;
    }, [created]);
    return null;
  }
  const { unmount } = render(
    <RecoilRoot>
      <Owner />
    </RecoilRoot>,
  );
  const opened = writer as unknown as ChatWriter;
  const path = () => {
    const { tree, siblingIndex } = opened.read();
    return visiblePath(tree, siblingIndex);
  };
  return {
    writer: opened,
    state: opened.read,
    visiblePath: path,
    latestMessage: () => opened.read().tree.byId.get(path().at(-1) ?? '') ?? null,
    unmount,
  };
}
