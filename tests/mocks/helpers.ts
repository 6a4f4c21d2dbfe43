import { DEMO_PASSWORD } from '@mocks/fixtures/demo-accounts';
import { mockDb } from '@mocks/node';
import { type MockSettings } from '@mocks/db/types';

export const NO_PARENT = '00000000-0000-0000-0000-000000000000';

export interface ApiOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** fetch against the mock (msw/node under jsdom at http://localhost:3000). */
export function api(path: string, options: ApiOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

export interface Session {
  token: string;
  user: { id: string; email: string; [key: string]: unknown };
  setCookies: string[];
}

export async function login(email = 'pro@demo.test', password = DEMO_PASSWORD, base = ''): Promise<Session> {
  const response = await api(`${base}/api/auth/login`, { body: { email, password } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Omit<Session, 'setCookies'>;
  return { ...body, setCookies: response.headers.getSetCookie() };
}

/** The value of a cookie among Set-Cookie header values. */
export function cookieValue(setCookies: string[], name: string): string | undefined {
  const line = setCookies.find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

export function setSettings(patch: Partial<MockSettings>): void {
  Object.assign(mockDb.state.settings, patch);
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Parses complete `event: …\ndata: …\n\n` blocks; returns the events and the unparsed rest. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map((block) => {
    const lines = block.split('\n');
    expect(lines).toHaveLength(2);
    const [eventLine = '', dataLine = ''] = lines;
    expect(eventLine).toMatch(/^event: (message|error)$/);
    expect(dataLine.startsWith('data: ')).toBe(true);
    return {
      event: eventLine.slice('event: '.length),
      data: JSON.parse(dataLine.slice('data: '.length)) as Record<string, unknown>,
    };
  });
  return { events, rest };
}

/** Reads a whole SSE body. */
export async function readAllEvents(response: Response): Promise<SseEvent[]> {
  const { events, rest } = parseSse(await response.text());
  expect(rest).toBe('');
  return events;
}

/** Reads events one chunk at a time until `stop` says so; returns the reader for more. */
export async function readEventsUntil(
  response: Response,
  stop: (events: SseEvent[]) => boolean,
): Promise<{ events: SseEvent[]; reader: ReadableStreamDefaultReader<Uint8Array> }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  while (!stop(events)) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const parsed = parseSse(buffer);
    events.push(...parsed.events);
    buffer = parsed.rest;
  }
  return { events, reader };
}

export function askBody(text: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sender: 'User',
    text,
    current: true,
    isCreatedByUser: true,
    parentMessageId: NO_PARENT,
    conversationId: null,
    messageId: crypto.randomUUID(),
    error: false,
    generation: '',
    responseMessageId: null,
    overrideParentMessageId: null,
    endpoint: 'openAI',
    model: 'gpt-4o-mini',
    chatGptLabel: null,
    promptPrefix: null,
    temperature: 1,
    top_p: 1,
    presence_penalty: 0,
    frequency_penalty: 0,
    token: null,
    isContinued: false,
    ...extra,
  };
}

export const finalOf = (events: SseEvent[]) => events.find((event) => event.data.final === true)?.data;

export type Part = string | { filename: string; type: string; bytes: Uint8Array };

/** A multipart body built by hand: jsdom's File does not carry its bytes through Node's fetch. */
export function multipart(fields: Record<string, Part>): {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
} {
  const boundary = `----upload-test-${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type}\r\n\r\n`,
        ),
        value.bytes,
        encoder.encode('\r\n'),
      );
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
