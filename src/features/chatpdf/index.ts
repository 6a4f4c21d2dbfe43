export { useChatPdfConversationQuery } from './api/get-chatpdf-conversation';
