import { parseState } from '@mocks/db/persistence';
import { addGeneratedImage, addGeneratedVideo } from '@mocks/db/provider';
import { seed } from '@mocks/db/seed';
import { mockDb } from '@mocks/node';
import { api, askBody, cookieValue, login, readAllEvents, setSettings } from './helpers';

type Json = Record<string, unknown>;

/** Logs in and returns the chat-session id (`aiwp_logged_in`) plus the bearer token. */
async function sessionOf(email: string) {
  const { token, user, setCookies } = await login(email);
  return { token, user, session: cookieValue(setCookies, 'aiwp_logged_in') ?? '' };
}

async function provider(path: string, body: Json): Promise<Json> {
  const response = await api(path, { body });
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as Json;
}

function form(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(path, { method: 'POST', body: new URLSearchParams(fields) });
}

const limits = (body: Json) => api('/__mock/limits', { body });

async function askToEnd(token: string, text: string, extra: Json = {}) {
  const endpoint = typeof extra.endpoint === 'string' ? extra.endpoint : 'openAI';
  const response = await api(`/api/ask/${endpoint}`, { token, body: askBody(text, extra) });
  expect(response.status).toBe(200);
  return readAllEvents(response);
}

beforeEach(() => setSettings({ tokensPerSecond: 5000, titleDelayMs: 0, imageGenerationMs: 0 }));

describe('POST /e/get-chat-usage', () => {
  it('answers the tier limits and counters, as JSON or form', async () => {
    const { session } = await sessionOf('basic@demo.test');
    const expected = {
      success: true,
      status: 'ok',
      ent_member: false,
      dalle_max_image_usage: 10,
      dalle_image_count: 0,
      gpt_image_1_max_image_usage: 10,
      gpt_image_1_image_count: 0,
      max_token_usage: 100000,
      token_count: 0,
      max_prompt_usage: 300,
      prompt_count: 0,
    };
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session, model: 'gpt-4o-mini' })).toEqual(
      expected,
    );
    const viaForm = await form('https://provider.example/e/get-chat-usage', {
      aiwp_logged_in: session,
      app: 'chatbot',
      model: 'gpt-4o',
    });
    expect(await viaForm.json()).toEqual(expected);
    const pro = await sessionOf('pro@demo.test');
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: pro.session })).toMatchObject({
      max_token_usage: 500000,
      max_prompt_usage: 1000,
    });
  });

  it('counts every prompt and its tokens as the user sends', async () => {
    const { session, token } = await sessionOf('basic@demo.test');
    await askToEnd(token, 'Tell me about tides');
    const once = await provider('/e/get-chat-usage', { aiwp_logged_in: session });
    expect(once.prompt_count).toBe(1);
    expect(once.token_count).toBeGreaterThan(20);
    await askToEnd(token, 'And about the moon');
    const twice = await provider('/e/get-chat-usage', { aiwp_logged_in: session });
    expect(twice.prompt_count).toBe(2);
    expect(twice.token_count).toBeGreaterThan(once.token_count as number);
  });

  it('does not count guests, failed requests or other users', async () => {
    const { session, token } = await sessionOf('pro@demo.test');
    const guest = await api('/api/ask/openAI', { body: askBody('hello there') });
    await readAllEvents(guest);
    await askToEnd(token, 'this fails [[error:500]]');
    const other = await sessionOf('advanced@demo.test');
    await askToEnd(other.token, 'hello');
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session })).toMatchObject({
      prompt_count: 0,
      token_count: 0,
    });
  });

  it('reports max-tokens once a near-limit account sends past it', async () => {
    const { session, token } = await sessionOf('basic@demo.test');
    const set = await limits({ email: 'basic@demo.test', tokensLeft: 5 });
    expect(set.status).toBe(200);
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session })).toMatchObject({
      status: 'ok',
      token_count: 99995,
    });
    await askToEnd(token, 'One more question please');
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session })).toMatchObject({
      status: 'max-tokens',
    });
  });

  it('reports max-prompt at the prompt limit', async () => {
    const { session } = await sessionOf('teammax@demo.test');
    await limits({ email: 'teammax@demo.test', promptsLeft: 0 });
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session })).toMatchObject({
      status: 'max-prompt',
      prompt_count: 3000,
      max_prompt_usage: 3000,
    });
  });

  it('answers success:false for an unknown session and reads the cookie when the body has none', async () => {
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: 'nope' })).toEqual({
      success: false,
      message: 'Invalid session',
    });
    expect(await provider('/e/get-chat-usage', {})).toMatchObject({ success: false });
    const { session } = await sessionOf('pro@demo.test');
    const response = await fetch('/e/get-chat-usage', {
      method: 'POST',
      headers: { Cookie: `aiwp_logged_in=${session}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await response.json()).toMatchObject({ success: true, max_token_usage: 500000 });
  });
});

describe('image models and credits', () => {
  it('charges a non-member 1 credit per dall-e-3 or gpt-image-1 image', async () => {
    const { session, token, user } = await sessionOf('pro@demo.test');
    await askToEnd(token, 'a red fox in snow', { endpoint: 'dallE', model: 'dall-e-3' });
    await askToEnd(token, 'a blue whale', { endpoint: 'dallE', model: 'gpt-image-1' });
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session })).toMatchObject({
      dalle_image_count: 1,
      gpt_image_1_image_count: 1,
      prompt_count: 2,
      token_count: 0,
    });
    const credits = await provider('/e/get-credit-usage', { user_pid: user.user_pid });
    expect(credits).toEqual({
      success: true,
      data: { credits: 78, available_free_credits: 78, available_topup_credits: 0, credits_used: 2 },
    });
  });

  it('charges a member nothing, and tells enterprise members apart', async () => {
    const { session, token } = await sessionOf('enterprise@demo.test');
    const set = await limits({ email: 'enterprise@demo.test', member: true });
    expect(await set.json()).toMatchObject({ email: 'enterprise@demo.test', tier: 'enterprise' });
    await askToEnd(token, 'a castle', { endpoint: 'dallE', model: 'gpt-image-1' });
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session })).toMatchObject({
      ent_member: true,
      gpt_image_1_image_count: 1,
    });
    expect(await provider('/e/get-credit-usage', { aiwp_logged_in: session })).toMatchObject({
      data: { credits: 200, credits_used: 0 },
    });
  });

  it('sets credits left, above the monthly credits as top-up', async () => {
    const { session, token } = await sessionOf('pro@demo.test');
    await limits({ email: 'pro@demo.test', creditsLeft: 0 });
    expect(await provider('/e/get-credit-usage', { aiwp_logged_in: session })).toMatchObject({
      data: { credits: 0, available_free_credits: 0, available_topup_credits: 0 },
    });
    await limits({ email: 'pro@demo.test', creditsLeft: 81 });
    await askToEnd(token, 'a lighthouse', { endpoint: 'dallE', model: 'dall-e-3' });
    expect(await provider('/e/get-credit-usage', { aiwp_logged_in: session })).toMatchObject({
      data: { credits: 80, available_free_credits: 79, available_topup_credits: 1 },
    });
  });
});

describe('flux and video usage', () => {
  it('answers the generator limits and max-limit when none are left', async () => {
    const { session } = await sessionOf('advanced@demo.test');
    expect(await provider('/e/get-flux-usage', { aiwp_logged_in: session })).toEqual({
      success: true,
      status: 'ok',
      plan: 'advanced',
      usage_count: 0,
      max_usage: 200,
      left: 200,
    });
    await limits({ email: 'advanced@demo.test', imagesLeft: 0, videosLeft: 1 });
    expect(await provider('/e/get-flux-usage', { aiwp_logged_in: session })).toMatchObject({
      status: 'max-limit',
      left: 0,
    });
    expect(await provider('/e/get-video-usage', { aiwp_logged_in: session })).toMatchObject({
      status: 'ok',
      usage_count: 39,
      max_usage: 40,
      left: 1,
    });
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session })).toMatchObject({
      dalle_image_count: 100,
      gpt_image_1_image_count: 100,
    });
  });

  it('gives free users no videos', async () => {
    const { session } = await sessionOf('free@demo.test');
    expect(await provider('/e/get-video-usage', { aiwp_logged_in: session })).toMatchObject({
      status: 'max-limit',
      plan: 'free',
      max_usage: 0,
    });
  });
});

describe('POST /__mock/limits', () => {
  it('rejects unknown users and bad values', async () => {
    expect((await limits({ email: 'nobody@demo.test', tokensLeft: 0 })).status).toBe(404);
    expect((await limits({ email: 'pro@demo.test', tokensLeft: -1 })).status).toBe(400);
    expect((await limits({ email: 'pro@demo.test', promptsLeft: '3' })).status).toBe(400);
    expect((await limits({ email: 'pro@demo.test', member: 'yes' })).status).toBe(400);
  });

  it('is undone by /__mock/reset', async () => {
    await limits({ email: 'basic@demo.test', tokensLeft: 0, promptsLeft: 0, creditsLeft: 0, member: true });
    expect((await api('/__mock/reset', { method: 'POST' })).status).toBe(204);
    const { session } = await sessionOf('basic@demo.test');
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session })).toMatchObject({
      status: 'ok',
      token_count: 0,
      prompt_count: 0,
    });
    expect(await provider('/e/authenticate/v2', { aiwp_logged_in: session })).toMatchObject({
      is_member: false,
    });
  });

  it('starts a new month from zero', async () => {
    const { session, user } = await sessionOf('basic@demo.test');
    mockDb.state.provider.usage.push({
      userId: user.id,
      month: '2000-01',
      tokens: 100000,
      prompts: 300,
      fluxImages: 0,
      videos: 0,
      dalleImages: 0,
      gptImage1Images: 0,
      creditsUsed: 0,
      topupCredits: 0,
    });
    expect(await provider('/e/get-chat-usage', { aiwp_logged_in: session })).toMatchObject({
      status: 'ok',
      token_count: 0,
    });
  });
});

describe('prompt modal, e-mail, app count', () => {
  it('keeps one prompt per conversation until it is updated', async () => {
    const { session } = await sessionOf('pro@demo.test');
    expect(await provider('/e/get-chat-prompt-modal', { aiwp_logged_in: session })).toEqual({
      success: false,
      data: [],
    });
    const missing = await api('/e/set-chat-prompt-modal', { body: { aiwp_logged_in: session, prompt: 'x' } });
    expect(missing.status).toBe(400);
    await provider('/e/set-chat-prompt-modal', {
      aiwp_logged_in: session,
      conversation_id: 'c1',
      prompt: 'first',
    });
    await provider('/e/set-chat-prompt-modal', {
      aiwp_logged_in: session,
      conversation_id: 'c1',
      prompt: 'again',
    });
    await provider('/e/set-chat-prompt-modal', {
      aiwp_logged_in: session,
      conversation_id: 'c2',
      prompt: 'other',
    });
    expect(await provider('/e/get-chat-prompt-modal', { aiwp_logged_in: session })).toEqual({
      success: true,
      data: [
        { conversation_id: 'c2', prompt: 'other' },
        { conversation_id: 'c1', prompt: 'again' },
      ],
    });
    expect(
      await provider('/e/update-chat-prompt-modal', { aiwp_logged_in: session, conversation_id: 'c1' }),
    ).toEqual({ success: true });
    expect(
      await provider('/e/get-chat-prompt-modal', { aiwp_logged_in: session, conversation_id: 'c1' }),
    ).toEqual({ success: false, data: [] });
    const other = await sessionOf('basic@demo.test');
    expect(await provider('/e/get-chat-prompt-modal', { aiwp_logged_in: other.session })).toMatchObject({
      data: [],
    });
  });

  it('sends the usage e-mail and counts the apps', async () => {
    const { session, user } = await sessionOf('pro@demo.test');
    expect(await provider('/e/send-chat-usage-email', { aiwp_logged_in: session })).toEqual({
      success: true,
      message: 'Usage email sent',
    });
    expect(mockDb.state.provider.usageEmails.map((entry) => entry.userId)).toEqual([user.id]);
    expect(await provider('/e/get-total-app', {})).toEqual({ success: true, total: 18 });
  });
});

describe('usage duration, mood rating and /user/log', () => {
  it('stores the usage duration by e-mail (form-encoded)', async () => {
    const read = async (email: string) =>
      (await (await fetch(`/e/get-usage-duration?user_email=${encodeURIComponent(email)}`)).json()) as Json;
    expect(await read('pro@demo.test')).toEqual({ success: true, res: { usage_duration: 0 } });
    const set = await form('/e/set-usage-duration', { user_email: 'Pro@Demo.test', usage_duration: '301' });
    expect(await set.json()).toEqual({ success: true });
    expect(await read('pro@demo.test')).toEqual({ success: true, res: { usage_duration: 301 } });
    expect(
      (await form('/e/set-usage-duration', { user_email: 'pro@demo.test', usage_duration: '-4' })).status,
    ).toBe(400);
    expect((await fetch('/e/get-usage-duration')).status).toBe(400);
  });

  it('takes mood ratings from 1 to 5', async () => {
    expect(
      await (await form('/e/set-mood-rating', { user_email: 'pro@demo.test', rating: '2' })).json(),
    ).toEqual({
      success: true,
    });
    for (const rating of ['0', '6', '2.5', '']) {
      expect((await form('/e/set-mood-rating', { user_email: 'pro@demo.test', rating })).status).toBe(400);
    }
    expect(mockDb.state.provider.moodRatings.map(({ email, rating }) => ({ email, rating }))).toEqual([
      { email: 'pro@demo.test', rating: 2 },
    ]);
  });

  it('logs user events with or without a session', async () => {
    const { session, user } = await sessionOf('pro@demo.test');
    const logged = await form('/user/log', {
      aiwp_logged_in: session,
      user_event: 'chat_app_open',
      user_event_data: '{"app_link":"x"}',
    });
    expect(await logged.json()).toEqual({ success: true });
    // The login left aiwp_logged_in in document.cookie; without it the event has no user.
    document.cookie = 'aiwp_logged_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await form('/user/log', { user_event: 'visit' });
    expect((await form('/user/log', { aiwp_logged_in: session })).status).toBe(400);
    expect(
      mockDb.state.provider.userLogs.map(({ userId, event, data }) => ({ userId, event, data })),
    ).toEqual([
      { userId: user.id, event: 'chat_app_open', data: '{"app_link":"x"}' },
      { userId: null, event: 'visit', data: '' },
    ]);
  });
});

describe('image and video collections', () => {
  it('fetches newest first, deletes by replicate id and clears', async () => {
    const { session, user } = await sessionOf('pro@demo.test');
    const other = await sessionOf('basic@demo.test');
    addGeneratedImage(mockDb, user.id, {
      url: 'data:image/png;base64,AA',
      prompt: 'old',
      replicate: 'r1',
      timestamp: '2025-01-01T00:00:00.000Z',
    });
    addGeneratedImage(mockDb, user.id, {
      url: 'data:image/png;base64,BB',
      prompt: 'new',
      replicate: 'r2',
      timestamp: '2025-01-02T00:00:00.000Z',
    });
    addGeneratedImage(mockDb, other.user.id, { url: 'x', prompt: 'theirs', replicate: 'r3' });
    const fetched = await provider('/e/fetch-image-imagegen', { aiwp_logged_in: session });
    expect((fetched.data as Json[]).map((image) => image.prompt)).toEqual(['new', 'old']);
    expect(await provider('/e/get-flux-usage', { aiwp_logged_in: session })).toMatchObject({
      usage_count: 2,
    });

    const wrong = await api('/e/delete-image-flux', { body: { aiwp_logged_in: session, replicate: 'r3' } });
    expect(wrong.status).toBe(404);
    expect(await provider('/e/delete-image-flux', { aiwp_logged_in: session, replicate: 'r1' })).toEqual({
      success: true,
    });
    expect(await provider('/e/fetch-image-imagegen', { aiwp_logged_in: session })).toMatchObject({
      data: [{ prompt: 'new', replicate: 'r2' }],
    });
    expect(await provider('/e/clear-image-flux', { aiwp_logged_in: session })).toEqual({
      success: true,
      deleted: 1,
    });
    expect(await provider('/e/fetch-image-imagegen', { aiwp_logged_in: session })).toEqual({
      success: true,
      data: [],
    });
    expect(await provider('/e/fetch-image-imagegen', { aiwp_logged_in: other.session })).toMatchObject({
      data: [{ prompt: 'theirs' }],
    });
  });

  it('drops videos after 3 hours and deletes by index', async () => {
    const { session, user } = await sessionOf('pro@demo.test');
    mockDb.state.provider.videos = []; // Without the seeded clips.
    const now = mockDb.clock.now();
    const at = (ms: number) => new Date(now - ms).toISOString();
    addGeneratedVideo(mockDb, user.id, {
      url: 'v-old',
      prompt: 'expired',
      replicate: 'v0',
      date_created: at(4 * 3600_000),
    });
    addGeneratedVideo(mockDb, user.id, {
      url: 'v1',
      prompt: 'first',
      replicate: 'v1',
      date_created: at(2 * 3600_000),
    });
    addGeneratedVideo(mockDb, user.id, {
      url: 'v2',
      prompt: 'second',
      replicate: 'v2',
      date_created: at(60_000),
    });
    const fetched = await provider('/e/fetch-video-videogen', { aiwp_logged_in: session });
    expect((fetched.data as Json[]).map((video) => video.prompt)).toEqual(['second', 'first']);
    expect((fetched.data as Json[])[0]).toEqual({
      url: 'v2',
      prompt: 'second',
      replicate: 'v2',
      timestamp: at(60_000),
      date_created: at(60_000),
    });
    expect((await api('/e/delete-videogen', { body: { aiwp_logged_in: session, index: 5 } })).status).toBe(
      404,
    );
    expect(await (await form('/e/delete-videogen', { aiwp_logged_in: session, index: '1' })).json()).toEqual({
      success: true,
    });
    expect(await provider('/e/fetch-video-videogen', { aiwp_logged_in: session })).toMatchObject({
      data: [{ prompt: 'second' }],
    });
  });

  it('answers success:false without a session', async () => {
    for (const path of [
      '/e/fetch-image-imagegen',
      '/e/clear-image-flux',
      '/e/fetch-video-videogen',
      '/e/get-flux-usage',
    ]) {
      expect(await provider(path, { aiwp_logged_in: 'nope' })).toEqual({
        success: false,
        message: 'Invalid session',
      });
    }
  });
});

describe('persistence', () => {
  it('reads data saved before the provider state existed as an empty provider state', () => {
    const { provider: _provider, ...older } = seed(Date.now());
    const parsed = parseState(JSON.parse(JSON.stringify(older)));
    expect(parsed?.provider).toEqual({
      usage: [],
      images: [],
      videos: [],
      promptModals: [],
      pdfChats: [],
      usageDurations: {},
      moodRatings: [],
      userLogs: [],
      usageEmails: [],
    });
    const { pdfChats: _pdfChats, ...beforePdfChats } = seed(Date.now()).provider;
    expect(
      parseState(JSON.parse(JSON.stringify({ ...older, provider: beforePdfChats })))?.provider.pdfChats,
    ).toEqual([]);
    const withData = seed(Date.now());
    withData.provider.usageDurations['a@b.c'] = 5;
    expect(parseState(JSON.parse(JSON.stringify(withData)))?.provider.usageDurations).toEqual({ 'a@b.c': 5 });
  });
});
