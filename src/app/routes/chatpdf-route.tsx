import { ChatPdfLanding } from '@/features/chatpdf';
import { AppShell } from '@/features/layout';

export function Component() {
  return (
    <AppShell>
      <ChatPdfLanding />
    </AppShell>
  );
}
