import { api, askBody, finalOf, login, readAllEvents, setSettings, type SseEvent } from './helpers';

/** Shared by the ask test files: a logged-in pro user and fast streams. */
export type Final = {
  title: string;
  final: true;
  conversation: Record<string, unknown> & { conversationId: string; messages: string[] };
  requestMessage: Record<string, unknown> & { messageId: string };
  responseMessage: Record<string, unknown> & { messageId: string; text: string; parentMessageId: string };
};

let sessionToken = '';

/** Call in beforeEach: fast streams, titles at once, a fresh login. Returns the bearer token. */
export async function startAskSession(): Promise<string> {
  setSettings({ tokensPerSecond: 5000, titleDelayMs: 0 });
  sessionToken = (await login()).token;
  return sessionToken;
}

export function ask(body: Record<string, unknown>, route = 'ask', endpoint = 'openAI', auth?: string) {
  return api(`/api/${route}/${endpoint}`, { token: auth ?? sessionToken, body });
}

export const askAsGuest = (body: Record<string, unknown>) => api('/api/ask/openAI', { body });

export async function askToEnd(
  text: string,
  extra: Record<string, unknown> = {},
  route = 'ask',
  endpoint = 'openAI',
) {
  const response = await ask(askBody(text, { endpoint, ...extra }), route, endpoint);
  expect(response.status).toBe(200);
  const events = await readAllEvents(response);
  return { events, final: finalOf(events) as Final | undefined };
}

export const partials = (events: SseEvent[]) =>
  events.filter((event) => event.data.message === true && !event.data.created);

export const messagesOf = async (conversationId: string) =>
  (await (await api(`/api/messages/${conversationId}`, { token: sessionToken })).json()) as Record<
    string,
    unknown
  >[];

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Closes our side of the stream. Not awaited: msw tees mocked bodies, so cancel() only settles
 * once the other branch ends (the client's AbortController does not wait either).
 */
export const release = (reader: ReadableStreamDefaultReader<Uint8Array>) =>
  void reader.cancel().catch(() => undefined);
