import { ToolPage } from './tool-page';

export function Component() {
  return <ToolPage titleKey="tools.pdf_title" leadKey="tools.pdf_lead" />;
}
