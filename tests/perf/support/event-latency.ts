/**
 * Chromium's own account of each key press, from a trace of the `benchmark` category: its `EventLatency`
 * for a KEY_PRESSED, from the key to the frame that shows it, and its stages. Finer than the Event Timing
 * API (not rounded to 8 ms), and it splits a key into its time on the main thread and its frame.
 */
export interface KeyLatency {
  /** From the key's arrival in the browser to the presentation of its frame. */
  total: number;
  /** Waiting for the page's main thread (busy, or paused by the CPU slowdown). */
  toMain: number;
  /** The key's events and handlers on the main thread, the browser's editing included. */
  main: number;
  /** From the handlers' end to the commit of the key's frame (waiting for it, then drawing it). */
  toCommit: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  id?: string;
  id2?: { local?: string };
  args?: { event_latency?: { event_type?: string } };
}

interface Span {
  name: string;
  id: string;
  start: number;
  duration: number;
  type?: string;
}

/** The async spans (begin/end pairs) of a trace, in milliseconds. */
function spansOf(events: readonly TraceEvent[]): Span[] {
  const open = new Map<string, TraceEvent>();
  const spans: Span[] = [];
  for (const event of events) {
    if (event.ph !== 'b' && event.ph !== 'e') continue;
    const id = String(event.id ?? event.id2?.local);
    const key = `${event.cat}|${id}|${event.name}`;
    if (event.ph === 'b') open.set(key, event);
    else {
      const begin = open.get(key);
      if (!begin) continue;
      open.delete(key);
      spans.push({
        name: event.name,
        id,
        start: begin.ts / 1000,
        duration: (event.ts - begin.ts) / 1000,
        type: begin.args?.event_latency?.event_type,
      });
    }
  }
  return spans;
}

/** The key presses of a trace (Playwright's `browser.stopTracing()` buffer), in order. */
export function keyLatencies(trace: Buffer): KeyLatency[] {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const spans = spansOf(traceEvents);
  const keys = spans
    .filter((span) => span.name === 'EventLatency' && span.type === 'KEY_PRESSED')
    .sort((a, b) => a.start - b.start);
  return keys.map((key) => {
    const stage = (name: string) =>
      spans.find(
        (span) =>
          span.id === key.id &&
          span.name === name &&
          span.start >= key.start &&
          span.start <= key.start + key.duration,
      )?.duration ?? 0;
    return {
      total: key.duration,
      toMain: stage('RendererCompositorToMain'),
      main: stage('RendererMainProcessing'),
      toCommit: stage('RendererMainFinishedToCommit'),
    };
  });
}
