import { lazyComponent } from '@/components/ui/lazy-component';
import type { ToolsSelectProps } from './tools-select';

/** The gptPlugins endpoint's plugin choice (see tools-select.tsx), loaded when that endpoint is chosen. */
export const ToolsSelect = lazyComponent<ToolsSelectProps>(() =>
  import('./tools-select').then((module) => module.ToolsSelect),
);
