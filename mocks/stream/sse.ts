import { HttpResponse } from 'msw';

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

const encoder = new TextEncoder();

/** One event: `event: message|error`, one line of JSON, a blank line. No id, retry or [DONE]. */
export function encodeEvent(event: 'message' | 'error', data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A stream holding a single error event, as the validation middleware answers. */
export function sseErrorResponse(data: unknown): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encodeEvent('error', data));
      controller.close();
    },
  });
  return new HttpResponse(stream, { status: 200, headers: SSE_HEADERS });
}
