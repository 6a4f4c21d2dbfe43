import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { apiUrl, getAccessToken, refreshSession } from '@/lib/api-client';
import { parseStreamEvent, type StreamEvent } from '@/lib/schemas/message';
import { emitFinalReply } from './reply-events';

/** How a chat stream ended. `dropped`: the connection closed or broke before a final or error event. */
export type StreamEnd =
  | { kind: 'final' }
  | { kind: 'error' }
  | { kind: 'aborted' }
  | { kind: 'dropped'; reason: string }
  | { kind: 'http'; status: number; text: string };

export interface ChatStreamRequest {
  /** e.g. `/api/ask/openAI`. */
  path: string;
  body: unknown;
  signal: AbortSignal;
  /** Every typed event, in order; `malformed` events end the stream as dropped. */
  onEvent: (event: StreamEvent) => void;
}

/** Thrown inside fetch-event-source callbacks to stop it (it retries on anything it can). */
class StreamStop extends Error {
  constructor(readonly end: StreamEnd) {
    super(end.kind);
  }
}

function headers(): Record<string, string> {
  const token = getAccessToken();
  return {
    'Content-Type': 'application/json',
    Accept: EventStreamContentType,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** The event names of contract section 3; a client ignores the names it does not listen to (`ping`). */
const CHAT_EVENTS = new Set(['message', 'error']);

async function openOnce(request: ChatStreamRequest): Promise<StreamEnd> {
  let terminal: StreamEnd | null = null;
  // Our own signal: the request is closed on the final event even if the server keeps it open,
  // or the browser's few connections per host run out after a handful of replies.
  const connection = new AbortController();
  const forwardAbort = () => connection.abort();
  if (request.signal.aborted) connection.abort();
  request.signal.addEventListener('abort', forwardAbort);
  try {
    await fetchEventSource(apiUrl(request.path), {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(request.body),
      credentials: 'include',
      signal: connection.signal,
      // A POST must never be re-sent because the tab was hidden.
      openWhenHidden: true,
      async onopen(response) {
        const type = response.headers.get('content-type') ?? '';
        if (response.ok && type.startsWith(EventStreamContentType)) return;
        const text = await response.text().catch(() => '');
        throw new StreamStop({ kind: 'http', status: response.status, text });
      },
      onmessage(message) {
        if (terminal) return;
        // As the event-stream standard says: a block without data (a `: comment`, `retry:` or `id:`
        // alone) dispatches nothing, and unknown event names are not ours to handle.
        if (message.data === '' || !CHAT_EVENTS.has(message.event || 'message')) return;
        const event = parseStreamEvent(message.event, message.data);
        if (event.type === 'malformed') {
          terminal = { kind: 'dropped', reason: `Malformed event: ${event.reason}` };
          throw new StreamStop(terminal);
        }
        request.onEvent(event);
        if (event.type === 'final') {
          terminal = { kind: 'final' };
          emitFinalReply(event);
        }
        if (event.type === 'error') terminal = { kind: 'error' };
        if (terminal) connection.abort();
      },
      onclose() {
        if (!terminal) throw new StreamStop({ kind: 'dropped', reason: 'Network response was not ok' });
      },
      onerror(error) {
        throw error instanceof StreamStop
          ? error
          : new StreamStop({ kind: 'dropped', reason: 'Network response was not ok' });
      },
    });
  } catch (error) {
    if (terminal) return terminal;
    if (request.signal.aborted) return { kind: 'aborted' };
    if (error instanceof StreamStop) return error.end;
    return { kind: 'dropped', reason: 'Network response was not ok' };
  } finally {
    request.signal.removeEventListener('abort', forwardAbort);
  }
  if (terminal) return terminal;
  if (request.signal.aborted) return { kind: 'aborted' };
  return { kind: 'dropped', reason: 'Network response was not ok' };
}

/**
 * POSTs a chat request and streams its server-sent events (contract section 3). A 401 before any
 * event refreshes the session once (shared with the REST client) and retries. Never throws.
 */
export async function streamChat(request: ChatStreamRequest): Promise<StreamEnd> {
  const end = await openOnce(request);
  if (end.kind === 'http' && end.status === 401) {
    const outcome = await refreshSession();
    if (outcome.kind === 'refreshed' && !request.signal.aborted) return openOnce(request);
  }
  return end;
}
