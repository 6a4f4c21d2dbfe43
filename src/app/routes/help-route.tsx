import { AppShell } from '@/features/layout';
import { HelpPage } from '@/features/help';

export function Component() {
  return (
    <AppShell>
      <HelpPage />
    </AppShell>
  );
}
