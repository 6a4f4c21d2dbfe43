import { ToolPage } from './tool-page';

export function Component() {
  return <ToolPage titleKey="tools.image_title" leadKey="tools.image_lead" limit="image" />;
}
