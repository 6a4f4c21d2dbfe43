import { ImageGenScreen } from '@/features/image-gen';

export function Component() {
  return <ImageGenScreen />;
}
