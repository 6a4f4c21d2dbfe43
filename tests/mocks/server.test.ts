import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass } from 'msw';
import { startMockServer, type RunningMockServer } from '@mocks/server-app';
import { askBody, parseSse, type SseEvent } from './helpers';

const ORIGIN = 'http://127.0.0.1:5173';
let mock: RunningMockServer;

/** Real HTTP: bypass() keeps msw/node (started by tests/setup.ts) from answering in-process. */
function http(path: string, init: RequestInit = {}, base = mock.url): Promise<Response> {
  return fetch(bypass(`${base}${path}`, init));
}

async function loginOverHttp(base = mock.url, password = 'demo-pass-1') {
  return http(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ email: 'pro@demo.test', password }),
    },
    base,
  );
}

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
});
afterAll(() => mock.close());

describe('mock server over real HTTP', () => {
  it('logs in with CORS headers and keeps both Set-Cookie headers apart', async () => {
    const response = await loginOverHttp();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^refreshToken=[0-9a-f]{64}; .*HttpOnly; SameSite=Strict/);
    expect(cookies[1]).toMatch(/^aiwp_logged_in=[0-9a-f]{32}; /);
    const body = (await response.json()) as { token: string; user: { email: string } };
    expect(body.user.email).toBe('pro@demo.test');

    const refresh = await http('/api/auth/refresh', {
      method: 'POST',
      headers: { Cookie: cookies[0]?.split(';')[0] ?? '' },
    });
    expect(refresh.status).toBe(200);
    expect(await refresh.json()).toHaveProperty('token');
  });

  it('answers preflight requests and unmatched routes', async () => {
    const preflight = await http('/api/ask/openAI', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const missing = await http('/not/a/route');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });
    const unauthorized = await http('/api/user');
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.text()).toBe('Unauthorized');
  });

  it('streams an ask incrementally', async () => {
    mock.db.state.settings.tokensPerSecond = 150;
    const { token } = (await (await loginOverHttp()).json()) as { token: string };
    const response = await http('/api/ask/openAI', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Origin: ORIGIN },
      body: JSON.stringify(askBody('Stream this over HTTP')),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const arrivals: number[] = [];
    const events: SseEvent[] = [];
    let buffer = '';
    const started = Date.now();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      arrivals.push(Date.now() - started);
      buffer += decoder.decode(value, { stream: true });
      const parsed = parseSse(buffer);
      events.push(...parsed.events);
      buffer = parsed.rest;
    }
    const partialCount = events.filter((event) => event.data.message === true).length;
    expect(events[0]?.data.created).toBe(true);
    expect(events.at(-1)?.data.final).toBe(true);
    expect(partialCount).toBeGreaterThan(60);
    // ~150 tokens/s: the chunks come spread over time, not in one piece at the end.
    expect(arrivals.length).toBeGreaterThan(20);
    expect((arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThan(500);
    const firstHalf = arrivals.filter((at) => at < (arrivals.at(-1) ?? 0) / 2).length;
    expect(firstHalf).toBeGreaterThan(arrivals.length / 4);
  });

  it('treats a client hang-up as a detach: /abort still stops and saves the run', async () => {
    mock.db.state.settings.tokensPerSecond = 30;
    const { token } = (await (await loginOverHttp()).json()) as { token: string };
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const client = new AbortController();
    const response = await http('/api/ask/openAI', {
      method: 'POST',
      headers,
      body: JSON.stringify(askBody('Hang up on me')),
      signal: client.signal,
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    const conversationId = (parseSse(first).events[0]?.data.message as { conversationId: string })
      .conversationId;
    client.abort();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const aborted = await http('/api/ask/openAI/abort', {
      method: 'POST',
      headers,
      body: JSON.stringify({ abortKey: conversationId }),
    });
    expect(aborted.status).toBe(200);
    expect(aborted.headers.get('content-type')).toMatch(/^text\/html/);
    const body = JSON.parse(await aborted.text()) as { responseMessage: { cancelled: boolean } };
    expect(body.responseMessage.cancelled).toBe(true);
    const saved = mock.db.state.messages.find(
      (message) => message.conversationId === conversationId && !message.isCreatedByUser,
    );
    expect(saved).toMatchObject({ cancelled: true, finish_reason: 'incomplete' });
  });

  it('breaks the connection on [[drop]]', async () => {
    mock.db.state.settings.tokensPerSecond = 2000;
    const { token } = (await (await loginOverHttp()).json()) as { token: string };
    const response = await http('/api/ask/openAI', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(askBody('Drop me [[drop]]')),
    });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});

describe('npm run mock-server entry (mocks/server.ts)', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((child) => child.kill('SIGTERM')));

  function startEntry(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Mock backend listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve({ url: match[1], child });
      });
      child.on('exit', (code) => reject(new Error(`mock server exited (${code}): ${output}`)));
    });
  }

  function stop(child: ChildProcess): Promise<void> {
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  it('listens on MOCK_PORT and keeps data in MOCK_DATA_FILE across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-db-'));
    const file = join(dir, 'db.json');
    try {
      const first = await startEntry({ MOCK_PORT: '0', MOCK_DATA_FILE: file });
      const { token } = (await (await loginOverHttp(first.url)).json()) as { token: string };
      const resetRequest = await http(
        '/api/auth/requestPasswordReset',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'pro@demo.test' }),
        },
        first.url,
      );
      const { link } = (await resetRequest.json()) as { link: string };
      const url = new URL(link, first.url);
      const reset = await http(
        '/api/auth/resetPassword',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({
            userId: url.searchParams.get('userId'),
            token: url.searchParams.get('token'),
            password: 'persisted-pass',
            confirm_password: 'persisted-pass',
          }),
        },
        first.url,
      );
      expect(reset.status).toBe(200);
      await stop(first.child);
      expect(readFileSync(file, 'utf8')).toContain('"pro@demo.test"');

      const second = await startEntry({ MOCK_PORT: '0', MOCK_DATA_FILE: file });
      expect((await loginOverHttp(second.url, 'persisted-pass')).status).toBe(200);
      expect((await loginOverHttp(second.url)).status).toBe(422);
      await stop(second.child);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
