import { lazy, Suspense } from 'react';
import type { ToolsSelectProps } from './tools-select';

// Only the plugins endpoint shows it: its Headless UI list loads when that endpoint is chosen.
const ToolsSelectControl = lazy(() =>
  import('./tools-select').then((module) => ({ default: module.ToolsSelect })),
);

/** The plugin choice of the gptPlugins endpoint (see tools-select.tsx), loaded when first shown. */
export function ToolsSelect(props: ToolsSelectProps) {
  return (
    <Suspense fallback={null}>
      <ToolsSelectControl {...props} />
    </Suspense>
  );
}
