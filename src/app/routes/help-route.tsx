import { HelpPage } from '@/features/help';

export function Component() {
  return <HelpPage />;
}
