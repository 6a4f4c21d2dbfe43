import { VideoGenScreen } from '@/features/video-gen';

export function Component() {
  return <VideoGenScreen />;
}
