import { useQuery } from '@tanstack/react-query';
import { getConversations } from '@/features/conversations';
import { conversationKeys } from '@/lib/query-keys';

/** History pages read for the list: the newest 100 conversations or so, where recent PDF chats are. */
const PAGES_READ = 4;

export interface PdfChatEntry {
  conversationId: string;
  title: string;
  updatedAt: string | undefined;
}

/** The user's earlier PDF chats: the history's conversations that carry a collection_name. */
export async function getPdfChats(): Promise<PdfChatEntry[]> {
  const chats: PdfChatEntry[] = [];
  for (let pageNumber = 1; pageNumber <= PAGES_READ; pageNumber += 1) {
    const page = await getConversations(pageNumber);
    for (const conversation of page.conversations) {
      if (!conversation.collection_name || !conversation.conversationId) continue;
      chats.push({
        conversationId: conversation.conversationId,
        title: conversation.title || '',
        updatedAt: conversation.updatedAt ?? conversation.createdAt ?? undefined,
      });
    }
    if (pageNumber >= page.pages) break;
  }
  return chats;
}

export function usePdfChatsQuery(enabled: boolean) {
  return useQuery({
    queryKey: conversationKeys.pdfList(),
    queryFn: getPdfChats,
    enabled,
  });
}
