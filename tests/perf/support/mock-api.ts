import { DEMO_PASSWORD } from '../../e2e/support/auth';
import { PERF_MOCK_URL } from './env';

/** Node-side calls to the benchmark's mock backend (control routes and the plain API). */
async function call<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(`${PERF_MOCK_URL}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface StoredMessage {
  messageId: string;
  text: string;
  isCreatedByUser: boolean;
}

export const resetMock = () => call<void>('/__mock/reset', { body: {} });

export const setMockSettings = (settings: Record<string, unknown>) =>
  call<unknown>('/__mock/settings', { body: settings });

export async function seedConversation(
  email: string,
  pairs: number,
  chars: number,
  title = `Benchmark: ${pairs * 2} messages`,
): Promise<string> {
  const seeded = await call<{ conversationId: string }>('/__mock/seed-conversation', {
    body: { email, pairs, chars, title },
  });
  return seeded.conversationId;
}

/** A conversation of known turns first, then `pairs` generated ones; the ids of the known turns' messages. */
export async function seedConversationWithTurns(
  email: string,
  turns: readonly { prompt: string; reply: string }[],
  pairs: number,
  chars: number,
  title: string,
): Promise<{ conversationId: string; turns: { promptId: string; replyId: string }[] }> {
  return call('/__mock/seed-conversation', { body: { email, pairs, chars, title, turns } });
}

/** The conversation's messages as the server stores them (a login of its own; the page keeps its session). */
export async function storedMessages(email: string, conversationId: string): Promise<StoredMessage[]> {
  const { token } = await call<{ token: string }>('/api/auth/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  return call<StoredMessage[]>(`/api/messages/${conversationId}`, { token });
}
