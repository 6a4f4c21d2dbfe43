import { http, HttpResponse } from 'msw';
import { mockDb, server } from '@mocks/node';
import { abortAsk } from '@/features/chat/api/abort-ask';
import { getTotalApps } from '@/features/layout/api/get-total-apps';
import { getChatPromptModal } from '@/features/plans/api/get-chat-prompt-modal';
import { getPlanCredits } from '@/features/plans/api/get-plan-credits';
import { logUserEvent } from '@/features/plans/api/log-user-event';
import { registerApple } from '@/features/plans/api/register-apple';
import { registerGoogle } from '@/features/plans/api/register-google';
import { sendChatUsageEmail } from '@/features/plans/api/send-chat-usage-email';
import { setChatPromptModal } from '@/features/plans/api/set-chat-prompt-modal';
import { updateChatPromptModal } from '@/features/plans/api/update-chat-prompt-modal';
import { apiRequest, isApiError, setAccessToken } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { prepareApp } from '../../helpers/render-app';

async function signIn(email = 'pro@demo.test') {
  const { token } = await apiRequest<{ token: string }>('/api/auth/login', {
    json: { email, password: 'demo-pass-1' },
    skipRefresh: true,
  });
  setAccessToken(token);
  expect(readCookie('aiwp_logged_in')).toBeTruthy();
}

describe('provider calls (/e/... and /user/log)', () => {
  beforeEach(async () => {
    await prepareApp();
    await signIn();
  });

  it('keeps a prompt for a conversation, reads it back, and lets it go once used', async () => {
    expect(await getChatPromptModal('c-1')).toBeNull();
    await setChatPromptModal({ conversationId: 'c-1', prompt: 'Plan my week' });
    expect(await getChatPromptModal('c-1')).toBe('Plan my week');
    expect(await getChatPromptModal('c-2')).toBeNull();
    await updateChatPromptModal('c-1');
    expect(await getChatPromptModal('c-1')).toBeNull();
  });

  it('asks for the usage e-mail, counts the apps and writes log lines as a form', async () => {
    expect(await sendChatUsageEmail()).toBe(true);
    expect(mockDb.state.provider.usageEmails).toHaveLength(1);
    expect(await getTotalApps()).toBe(18);
    await logUserEvent({ event: 'chat_usage', data: { total_tokens: 12 } });
    expect(mockDb.state.provider.userLogs.at(-1)).toMatchObject({
      event: 'chat_usage',
      data: '{"total_tokens":12}',
    });
  });

  it('never throws from a log line the server refuses', async () => {
    server.use(http.post('*/user/log', () => HttpResponse.json({ success: false }, { status: 500 })));
    await expect(logUserEvent({ event: 'chat_usage', data: {} })).resolves.toBeUndefined();
  });

  it('gets the server’s 404 from an abort with nothing to stop', async () => {
    const failure = await abortAsk('openAI', 'no-such-run').catch((error: unknown) => error);
    expect(isApiError(failure, 404)).toBe(true);
  });
});

describe('start site calls', () => {
  beforeEach(async () => {
    await prepareApp();
    await signIn();
  });
  afterEach(() => server.events.removeAllListeners());

  it('go to the configured start site, without the product’s bearer token', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith('https://start.example.test/api/'))
        seen.push({ url: request.url, authorization: request.headers.get('authorization') });
    });
    expect(await getPlanCredits('59')).toBe(200);
    expect(await registerGoogle()).toBe('https://start.example.test/register-auth?social=google');
    expect(await registerApple({ regNum: 'A-1', chatDsng: '02' })).toBe(
      'https://start.example.test/register-auth?social=apple&chat_dsng=02',
    );
    expect(seen.map((request) => request.url)).toEqual([
      'https://start.example.test/api/get-plan-credits',
      'https://start.example.test/api/register-google',
      'https://start.example.test/api/register-apple',
    ]);
    expect(seen.every((request) => request.authorization === null)).toBe(true);
  });

  it('read no figure and no address from a failed answer', async () => {
    server.use(
      http.post('*/api/get-plan-credits', () => HttpResponse.json({ success: false })),
      http.post('*/api/register-google', () => HttpResponse.json({ success: false, url: 'https://x.test/' })),
    );
    expect(await getPlanCredits('59')).toBeNull();
    expect(await registerGoogle()).toBeNull();
    await expect(registerApple({ regNum: '', chatDsng: '01' })).rejects.toThrow();
  });
});
