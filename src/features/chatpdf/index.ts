export { useChatPdfConversationQuery } from './api/get-chatpdf-conversation';
export { ChatPdfLanding } from './components/chatpdf-landing';
export { ChatPdfConversation } from './components/chatpdf-conversation';
