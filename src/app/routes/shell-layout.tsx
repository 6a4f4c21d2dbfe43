import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { useIsConversationWriting } from '@/features/chat';
import { AppShell } from '@/features/layout';
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
      <AppShell
        hasMessages={address !== null && chat.hasMessages}
        model={address !== null ? chat.model : undefined}
      >
        <Outlet />
      </AppShell>
    </WritingHereProvider>
  );
}
