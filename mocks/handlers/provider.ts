import { http } from 'msw';
import { tierOf, TOTAL_APPS } from '../fixtures/plan-limits';
import { type MockDb } from '../db/mock-db';
import { usageSnapshot } from '../db/provider';
import { type UserRecord } from '../db/types';
import { jsonResponse } from '../lib/http';
import { invalidSession, readProviderRequest, textField } from '../lib/provider-session';

function authenticateAnswer(user: UserRecord) {
  return {
    success: true,
    email: user.email,
    auth_version: user.auth_version,
    subscription_type: user.subscription_type,
    payment_interval: user.payment_interval,
    user_pid: user.user_pid,
    is_member: user.is_member,
  };
}

/** POST /e/get-chat-usage: the spec's fields plus the token and prompt figures (mock extras). */
function chatUsageAnswer(db: MockDb, user: UserRecord, body: Record<string, unknown>) {
  const { limits, used, left } = usageSnapshot(db, user);
  const atLimit = (db.state.settings.modelsAtLimit ?? []).includes(String(body.model ?? ''));
  const status = left.tokens <= 0 || atLimit ? 'max-tokens' : left.prompts <= 0 ? 'max-prompt' : 'ok';
  return {
    success: true,
    status,
    ent_member: user.is_member && tierOf(user.subscription_type) === 'enterprise',
    dalle_max_image_usage: limits.dalleImages,
    dalle_image_count: used.dalleImages,
    gpt_image_1_max_image_usage: limits.gptImage1Images,
    gpt_image_1_image_count: used.gptImage1Images,
    max_token_usage: limits.tokens,
    token_count: used.tokens,
    max_prompt_usage: limits.prompts,
    prompt_count: used.prompts,
  };
}

function generatorUsage(db: MockDb, user: UserRecord, kind: 'fluxImages' | 'videos') {
  const { tier, limits, used, left } = usageSnapshot(db, user);
  return {
    success: true,
    status: left[kind] <= 0 ? 'max-limit' : 'ok',
    plan: tier,
    usage_count: used[kind],
    max_usage: limits[kind],
    left: left[kind],
  };
}

/**
 * The fork's provider API (/e/...), usage part: authenticate, chat / credit / flux / video usage, the
 * usage e-mail and the app count. Users are found by the chat-session id `aiwp_logged_in`.
 */
export function providerHandlers(db: MockDb) {
  const withSession =
    (answer: (user: UserRecord, body: Record<string, unknown>) => unknown) =>
    async ({ request, cookies }: { request: Request; cookies: Record<string, string> }) => {
      const { user, body } = await readProviderRequest(db, request, cookies);
      if (!user) return invalidSession();
      const result = answer(user, body);
      db.save();
      return jsonResponse(result);
    };

  return [
    http.post('*/e/authenticate/v2', async ({ request, cookies }) => {
      const { user } = await readProviderRequest(db, request, cookies);
      if (!user) return jsonResponse({ success: false, email: null, subscription_type: null });
      return jsonResponse(authenticateAnswer(user));
    }),
    http.post(
      '*/e/get-chat-usage',
      withSession((user, body) => chatUsageAnswer(db, user, body)),
    ),
    http.post('*/e/get-credit-usage', async ({ request, cookies }) => {
      const { user: bySession, body } = await readProviderRequest(db, request, cookies);
      const pid = textField(body, 'user_pid');
      const user = pid ? db.state.users.find((candidate) => candidate.user_pid === pid) : bySession;
      if (!user) return invalidSession();
      const { left, used } = usageSnapshot(db, user);
      db.save();
      return jsonResponse({
        success: true,
        data: {
          credits: left.credits,
          available_free_credits: left.freeCredits,
          available_topup_credits: left.topupCredits,
          credits_used: used.creditsUsed,
        },
      });
    }),
    http.post(
      '*/e/get-flux-usage',
      withSession((user) => generatorUsage(db, user, 'fluxImages')),
    ),
    http.post(
      '*/e/get-video-usage',
      withSession((user) => generatorUsage(db, user, 'videos')),
    ),
    http.post(
      '*/e/send-chat-usage-email',
      withSession((user) => {
        db.state.provider.usageEmails.push({ userId: user.id, createdAt: db.clock.iso() });
        return { success: true, message: 'Usage email sent' };
      }),
    ),
    http.post('*/e/get-total-app', () => jsonResponse({ success: true, total: TOTAL_APPS })),
  ];
}
