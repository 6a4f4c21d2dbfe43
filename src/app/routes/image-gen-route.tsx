import { ImageGenScreen } from '@/features/image-gen';
import { AppShell } from '@/features/layout';

export function Component() {
  return (
    <AppShell>
      <ImageGenScreen />
    </AppShell>
  );
}
