/**
 * Render counting for the benchmarks in tests/perf: they set `window.__renderCounts = {}` before the
 * app starts, and each probed component adds one per render under its key. Without that object
 * (every real visit) this is a single property check.
 */
type ProbeWindow = { __renderCounts?: Record<string, number> };

export function countRender(key: string): void {
  const counts = (globalThis as ProbeWindow).__renderCounts;
  if (counts) counts[key] = (counts[key] ?? 0) + 1;
}
