import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { apiRequest, onAuthError, setAccessToken, getAccessToken } from '@/lib/api-client';
import { userSchema } from '@/lib/schemas/user';
import { prepareApp } from '../helpers/render-app';

async function loginAs(email: string) {
  const body = await apiRequest<{ token: string }>('/api/auth/login', {
    json: { email, password: 'demo-pass-1' },
    skipRefresh: true,
  });
  setAccessToken(body.token);
  return body.token;
}

function countRequests(pathname: string) {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === pathname) seen.push(request.method);
  };
  server.events.on('request:start', listener);
  return seen;
}

describe('API client: 401, one shared refresh, one retry', () => {
  beforeEach(() => prepareApp());

  it('gives two parallel requests a single refresh and retries both', async () => {
    const firstToken = await loginAs('pro@demo.test');
    await apiRequest('/__mock/expire-access-tokens', {
      method: 'POST',
      responseType: 'none',
      skipRefresh: true,
    });
    const refreshes = countRequests('/api/auth/refresh');
    const users = countRequests('/api/user');

    const [a, b] = await Promise.all([
      apiRequest('/api/user', { schema: userSchema }),
      apiRequest('/api/user', { schema: userSchema }),
    ]);

    expect(a.email).toBe('pro@demo.test');
    expect(b.email).toBe('pro@demo.test');
    expect(refreshes).toHaveLength(1);
    expect(users).toHaveLength(4);
    expect(getAccessToken()).not.toBe(firstToken);
  });

  it('raises the auth-error state when the refresh cannot help', async () => {
    await loginAs('free@demo.test');
    server.use(http.post('*/api/auth/refresh', () => new HttpResponse('Unauthorized', { status: 401 })));
    await apiRequest('/__mock/expire-access-tokens', {
      method: 'POST',
      responseType: 'none',
      skipRefresh: true,
    });
    const authErrors = vi.fn();
    const stop = onAuthError(authErrors);

    await expect(apiRequest('/api/user')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(authErrors).toHaveBeenCalledTimes(1);
    stop();
  });

  it('turns a malformed answer into a clear error', async () => {
    await loginAs('free@demo.test');
    server.use(http.get('*/api/user', () => HttpResponse.json({ email: 42 })));
    await expect(apiRequest('/api/user', { schema: userSchema })).rejects.toThrow(
      /Unexpected response from the server \(\/api\/user\): .*email: Invalid input: expected string, received number/,
    );
  });

  it('carries the server message of JSON and text error bodies', async () => {
    await expect(
      apiRequest('/api/auth/login', {
        json: { email: 'free@demo.test', password: 'wrong-pass-1' },
        skipRefresh: true,
      }),
    ).rejects.toMatchObject({ status: 422, message: 'Incorrect password.' });
    await expect(apiRequest('/api/presets', { skipRefresh: true })).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
  });
});
