/** The address's message parameter: `/chat/{id}?m={messageId}` (a search hit, a copied link). */
export const LINKED_MESSAGE_PARAM = 'm';
