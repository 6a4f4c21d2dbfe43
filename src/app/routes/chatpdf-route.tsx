import { ChatPdfLanding } from '@/features/chatpdf';

export function Component() {
  return <ChatPdfLanding />;
}
