import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { useIsConversationWriting } from '@/features/chat';
import { AppShell } from '@/features/layout';
import { SetChatModelProvider } from '@/features/models';
import { WritingHereProvider } from '@/lib/writing-chats';
import { useChatPage } from './use-chat-page';

/**
 * The sidebar and headers, mounted once for every app page: moving between chats, the search and the
 * tools keeps them (and the search box's focus) instead of drawing them again.
 */
export function Component() {
  const { pathname } = useLocation();
  const address = matchPath('/chat/:conversationId', pathname)?.params.conversationId ?? null;
  const chat = useChatPage(address);
  return (
    <WritingHereProvider value={useIsConversationWriting}>
      {/* A model chosen in the header (or by anything under it) goes to the record of the chat the address opens. */}
      <SetChatModelProvider value={chat.chooseModel}>
        <AppShell
          hasMessages={address !== null && chat.hasMessages}
          model={address !== null ? chat.model : undefined}
        >
          <Outlet />
        </AppShell>
      </SetChatModelProvider>
    </WritingHereProvider>
  );
}
