/** Where opening or deleting a listed conversation leads (spec section 4, 'Conversation list'). */

export interface ListedConversation {
  conversationId: string;
  collection_name?: string | null;
}

/** /chatpdf/{id} for a PDF chat (it has a collection_name), otherwise /chat/{id}. */
export function conversationPath({ conversationId, collection_name }: ListedConversation): string {
  const id = encodeURIComponent(conversationId);
  return collection_name ? `/chatpdf/${id}` : `/chat/${id}`;
}

/** After deleting the open conversation: a new chat, or the PDF landing for a PDF chat. */
export function pathAfterDelete({ collection_name }: Pick<ListedConversation, 'collection_name'>): string {
  return collection_name ? '/chatpdf' : '/chat/new';
}
