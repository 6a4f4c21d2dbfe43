import { readJson, writeJson } from '@/lib/storage';

/**
 * The plugins chosen for the gptPlugins endpoint: the conversation's `tools` and, because the
 * server never saves tools (contract section 2), localStorage `lastSelectedTools`. Both hold plugin
 * objects; only `pluginKey` identifies one.
 */
export const LAST_SELECTED_TOOLS_KEY = 'lastSelectedTools';

export interface ToolRef {
  pluginKey: string;
  [field: string]: unknown;
}

export function isToolRef(value: unknown): value is ToolRef {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { pluginKey?: unknown }).pluginKey === 'string'
  );
}

/** The conversation's (or storage's) tools, leaving out anything that is not a plugin object. */
export function toolsOf(value: unknown): ToolRef[] {
  return Array.isArray(value) ? value.filter(isToolRef) : [];
}

export function readLastSelectedTools(): ToolRef[] {
  return toolsOf(readJson<unknown>(LAST_SELECTED_TOOLS_KEY, []));
}

export function writeLastSelectedTools(tools: readonly ToolRef[]): void {
  writeJson(LAST_SELECTED_TOOLS_KEY, tools);
}

export function withoutTool(tools: readonly ToolRef[], pluginKey: string): ToolRef[] {
  return tools.filter((tool) => tool.pluginKey !== pluginKey);
}

/** Adds the plugin when absent, removes it when present. */
export function toggleTool(tools: readonly ToolRef[], plugin: ToolRef): ToolRef[] {
  return tools.some((tool) => tool.pluginKey === plugin.pluginKey)
    ? withoutTool(tools, plugin.pluginKey)
    : [...tools, plugin];
}

/** Uninstalling drops the plugin from the stored selection (spec section 4, 'Plugins'). */
export function forgetUninstalledTool(pluginKey: string): void {
  const stored = readLastSelectedTools();
  const kept = withoutTool(stored, pluginKey);
  if (kept.length !== stored.length) writeLastSelectedTools(kept);
}

type Listener = (pluginKey: string) => void;
const listeners = new Set<Listener>();

/** An open conversation listens, to drop an uninstalled plugin from its own tools. */
export function onPluginUninstalled(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announcePluginUninstalled(pluginKey: string): void {
  forgetUninstalledTool(pluginKey);
  for (const listener of listeners) listener(pluginKey);
}
