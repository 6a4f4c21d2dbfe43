import { mockDb } from '@mocks/node';
import { api, cookieValue, login } from './helpers';

function decodePayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(base64)) as Record<string, unknown>;
}

describe('POST /api/auth/login', () => {
  it('returns {token, user} with the fork fields and sets the session cookies', async () => {
    const response = await api('/api/auth/login', {
      body: { email: 'pro@demo.test', password: 'demo-pass-1' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['token', 'user']);
    expect(body.token.split('.')).toHaveLength(3);
    const payload = decodePayload(body.token);
    expect(payload).toMatchObject({
      id: body.user.id,
      username: 'pro',
      provider: 'local',
      email: 'pro@demo.test',
    });
    expect(Number(payload.exp) * 1000).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
    expect(body.user).toMatchObject({
      provider: 'local',
      email: 'pro@demo.test',
      avatar: null,
      role: 'USER',
      emailVerified: true,
      plugins: [],
      subscription_type: 'PRO',
      payment_interval: 'monthly',
      is_free_user: false,
      is_member: false,
      auth_version: 'v2',
    });
    expect(body.user.id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.user).not.toHaveProperty('passwordHash');

    const cookies = response.headers.getSetCookie();
    const refresh = cookies.find((cookie) => cookie.startsWith('refreshToken='));
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Strict/);
    expect(refresh).toMatch(/Path=\//);
    expect(refresh).toMatch(/Max-Age=604800/);
    const chatSession = cookieValue(cookies, 'aiwp_logged_in');
    expect(chatSession).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`aiwp_logged_in=${chatSession}`);
    // HttpOnly: not readable from the page.
    expect(document.cookie).not.toContain('refreshToken');
  });

  it('keeps the tier spelling of each demo account', async () => {
    expect((await login('free@demo.test')).user).toMatchObject({
      subscription_type: '',
      is_free_user: true,
      payment_interval: '',
    });
    expect((await login('teammax@demo.test')).user).toMatchObject({ subscription_type: 'teammax' });
    expect((await login('promax@demo.test')).user).toMatchObject({ subscription_type: 'PROMAX' });
  });

  it.each([
    [{ email: 'nobody@demo.test', password: 'demo-pass-1' }, 'Email does not exist.'],
    [{ email: 'pro@demo.test', password: 'wrong-pass-1' }, 'Incorrect password.'],
    [{ email: 'not-an-email', password: 'demo-pass-1' }, '"email" must be a valid email'],
    [{ email: 'pro@demo.test' }, '"password" is required'],
    [{ email: 'pro@demo.test', password: 'short' }, '"password" length must be at least 8 characters long'],
  ])('answers 422 {message} for %j', async (body, message) => {
    const response = await api('/api/auth/login', { body });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message });
  });
});

describe('bearer auth', () => {
  it('answers 401 with the text Unauthorized without or with a bad bearer', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await api('/api/user', { token });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('Unauthorized');
    }
  });

  it('returns the user for a valid bearer and 401 once tokens are expired', async () => {
    const { token, user } = await login();
    const ok = await api('/api/user', { token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual(user);

    expect((await api('/__mock/expire-access-tokens', { method: 'POST' })).status).toBe(204);
    const expired = await api('/api/user', { token });
    expect(expired.status).toBe(401);
    expect(await expired.text()).toBe('Unauthorized');
  });

  it('honours accessTokenTtlSeconds from the settings', async () => {
    await api('/__mock/settings', { body: { accessTokenTtlSeconds: 0 } });
    const { token } = await login();
    expect((await api('/api/user', { token })).status).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('answers 200 with the text "Refresh token not provided" without the cookie', async () => {
    // Another origin: msw's cookie jar holds no refreshToken for it.
    const response = await fetch('http://api.elsewhere.test/api/auth/refresh', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Refresh token not provided');
  });

  it('rotates a valid refresh cookie and rejects the old one with 401 text', async () => {
    const { setCookies, user } = await login();
    const first = cookieValue(setCookies, 'refreshToken') ?? '';
    const response = await api('/api/auth/refresh', {
      method: 'POST',
      headers: { Cookie: `refreshToken=${first}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: unknown };
    expect(body.user).toEqual(user);
    expect((await api('/api/user', { token: body.token })).status).toBe(200);
    const rotated = cookieValue(response.headers.getSetCookie(), 'refreshToken');
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(first);

    const reused = await api('/api/auth/refresh', {
      method: 'POST',
      headers: { Cookie: `refreshToken=${first}` },
    });
    expect(reused.status).toBe(401);
    expect(await reused.text()).toBe('Unauthorized');
  });

  it('uses the cookie msw stored at login (same origin, no explicit header)', async () => {
    await login();
    const response = await api('/api/auth/refresh', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('token');
  });

  it('refuses an expired refresh session', async () => {
    const { setCookies } = await login();
    mockDb.state.refreshSessions.forEach((session) => {
      session.expiresAt = Date.now() - 1;
    });
    const cookie = `refreshToken=${cookieValue(setCookies, 'refreshToken')}`;
    const response = await api('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie } });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('needs a bearer', async () => {
    const response = await api('/api/auth/logout', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('Unauthorized');
  });

  it('clears the cookies and ends the refresh session', async () => {
    const { token, setCookies } = await login();
    const cookie = `refreshToken=${cookieValue(setCookies, 'refreshToken')}`;
    const response = await api('/api/auth/logout', { method: 'POST', token, headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Logout successful' });
    const cleared = response.headers.getSetCookie();
    for (const name of ['refreshToken', 'token', 'aiwp_logged_in']) {
      expect(cleared.find((line) => line.startsWith(`${name}=;`))).toMatch(/Max-Age=0/);
    }
    expect(document.cookie).not.toContain('aiwp_logged_in');
    const refresh = await api('/api/auth/refresh', { method: 'POST', headers: { Cookie: cookie } });
    expect(refresh.status).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const valid = {
    name: 'New Person',
    email: 'new.person@demo.test',
    username: 'newperson',
    password: 'long-enough-1',
    confirm_password: 'long-enough-1',
  };

  it('creates a free user, answers {user, token} and logs in', async () => {
    const response = await api('/api/auth/register', { body: valid });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: Record<string, unknown>; token: string };
    expect(Object.keys(body)).toEqual(['user', 'token']);
    expect(body.user).toMatchObject({
      email: 'new.person@demo.test',
      name: 'New Person',
      username: 'newperson',
      subscription_type: '',
      is_free_user: true,
      auth_version: 'v2',
    });
    expect(cookieValue(response.headers.getSetCookie(), 'aiwp_logged_in')).toBeTruthy();
    expect((await api('/api/user', { token: body.token })).status).toBe(200);
    const again = await login('new.person@demo.test', 'long-enough-1');
    expect(again.user.id).toBe(body.user.id);
  });

  it('answers 403 for an email in use', async () => {
    const response = await api('/api/auth/register', { body: { ...valid, email: 'PRO@demo.test' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Email is already in use.' });
  });

  it.each([
    [{ name: 'Al' }, '"name" length must be at least 3 characters long'],
    [{ name: 'x'.repeat(80) }, '"name" length must be less than or equal to 79 characters long'],
    [{ username: 'a' }, '"username" length must be at least 2 characters long'],
    [
      { password: 'x'.repeat(41), confirm_password: 'x'.repeat(41) },
      '"password" length must be less than or equal to 40 characters long',
    ],
    [{ confirm_password: 'something-else' }, '"confirm_password" must be [ref:password]'],
  ])('answers 422 for %j', async (patch, message) => {
    const response = await api('/api/auth/register', { body: { ...valid, ...patch } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message });
  });

  it('answers 403 when registration is disabled', async () => {
    await api('/__mock/settings', { body: { registrationEnabled: false } });
    const response = await api('/api/auth/register', { body: valid });
    expect(response.status).toBe(403);
  });
});

describe('password reset', () => {
  async function requestLink(email: string) {
    const response = await api('/api/auth/requestPasswordReset', { body: { email } });
    expect(response.status).toBe(200);
    return (await response.json()) as { message: string; link?: string };
  }

  it('gives the same message for unknown emails, without a link', async () => {
    const body = await requestLink('ghost@demo.test');
    expect(body).toEqual({
      message: 'If an account with that email exists, a password reset link has been sent to it.',
    });
  });

  it('resets the password once with the link token', async () => {
    const { link } = await requestLink('basic@demo.test');
    const url = new URL(link ?? '', 'http://localhost');
    expect(url.pathname).toBe('/reset-password');
    const reset = {
      userId: url.searchParams.get('userId'),
      token: url.searchParams.get('token'),
      password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    };
    const ok = await api('/api/auth/resetPassword', { body: reset });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Password reset was successful' });
    await login('basic@demo.test', 'brand-new-pass');
    const old = await api('/api/auth/login', { body: { email: 'basic@demo.test', password: 'demo-pass-1' } });
    expect(old.status).toBe(422);

    const reused = await api('/api/auth/resetPassword', { body: reset });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ message: 'Invalid or expired password reset token' });
  });

  it('refuses an expired token', async () => {
    const { link } = await requestLink('basic@demo.test');
    const url = new URL(link ?? '', 'http://localhost');
    mockDb.state.passwordResets.forEach((reset) => {
      reset.expiresAt = Date.now() - 1;
    });
    const response = await api('/api/auth/resetPassword', {
      body: {
        userId: url.searchParams.get('userId'),
        token: url.searchParams.get('token'),
        password: 'brand-new-pass',
        confirm_password: 'brand-new-pass',
      },
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /e/authenticate/v2', () => {
  it('resolves the chat session of a login, as JSON or form', async () => {
    const { setCookies } = await login('enterprise@demo.test');
    const session = cookieValue(setCookies, 'aiwp_logged_in') ?? '';
    const expected = {
      success: true,
      email: 'enterprise@demo.test',
      auth_version: 'v2',
      subscription_type: 'ENTERPRISE',
      payment_interval: 'monthly',
      is_member: false,
    };
    const json = await api('/e/authenticate/v2', { body: { aiwp_logged_in: session, aiwp_app_id: 'chat' } });
    expect(await json.json()).toMatchObject(expected);
    const form = await fetch('https://provider.example/e/authenticate/v2', {
      method: 'POST',
      body: new URLSearchParams({ aiwp_logged_in: session, user_event: 'visit' }),
    });
    const formBody = (await form.json()) as Record<string, unknown>;
    expect(formBody).toMatchObject(expected);
    expect(formBody.user_pid).toMatch(/^pid-enterprise-/);
  });

  it('answers success:false for an unknown session', async () => {
    const response = await api('/e/authenticate/v2', { body: { aiwp_logged_in: 'nope' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, email: null, subscription_type: null });
  });
});
