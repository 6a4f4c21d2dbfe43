/** Query keys of the PDF reader; everything of one PDF chat starts with `conversation(id)`. */
export const chatPdfKeys = {
  conversation: (conversationId: string) => ['chatPdfConversation', conversationId] as const,
  messages: (conversationId: string) => ['chatPdfConversation', conversationId, 'messages'] as const,
  status: (conversationId: string) => ['chatPdfConversation', conversationId, 'status'] as const,
  file: (conversationId: string) => ['chatPdfConversation', conversationId, 'file'] as const,
};
