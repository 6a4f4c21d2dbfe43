import type { PluginRun } from '@/lib/schemas/message';

/** gptPlugins puts this in the reply text each time a tool starts (contract section 3). */
export const PLUGIN_MARKER = ':::plugin:::\n';

export interface PluginSegment {
  /** The tool run that starts this segment, if any (the n-th marker belongs to `plugins[n]`). */
  plugin: PluginRun | null;
  /** Trimmed text of the segment; may be empty. */
  text: string;
}

export function hasPluginMarker(text: string): boolean {
  return text.includes(PLUGIN_MARKER);
}

/**
 * Splits a plugins reply into the parts to render in order: the text before the first tool, then each
 * tool run followed by the text written after it. Runs whose marker has not reached the text yet come last;
 * parts with neither a run nor text are dropped.
 */
export function splitPluginText(text: string, plugins?: readonly PluginRun[] | null): PluginSegment[] {
  const parts = text.split(PLUGIN_MARKER);
  const runs = plugins ?? [];
  const segments: PluginSegment[] = parts.map((part, index) => ({
    plugin: index === 0 ? null : (runs[index - 1] ?? null),
    text: part.trim(),
  }));
  for (const run of runs.slice(parts.length - 1)) segments.push({ plugin: run, text: '' });
  return segments.filter((segment) => segment.plugin !== null || segment.text !== '');
}

/** The reply text without markers, for copying and exporting. */
export function stripPluginMarkers(text: string): string {
  return text
    .split(PLUGIN_MARKER)
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The text to show for a partial during edit or continue. The server's cumulative partial already starts
 * with `generation + ' '`, so it is used as is; a partial without that prefix (another server build) gets it
 * added, and an empty partial (or one shorter than the existing text) keeps showing the existing text.
 */
export function continuedText(generation: string, partial: string): string {
  if (!generation) return partial;
  if (partial.startsWith(generation)) return partial;
  if (generation.startsWith(partial)) return generation;
  return `${generation} ${partial}`;
}
