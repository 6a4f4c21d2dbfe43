import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { jsonResponse, readAnyBody } from '../lib/http';
import { invalidSession, readProviderRequest, textField } from '../lib/provider-session';

const MAX_LOG_ENTRIES = 500;

const badRequest = (message: string) => jsonResponse({ success: false, message }, 400);

/**
 * The provider API's account calls: the chat prompt kept behind a modal (get / set / update), usage
 * duration and mood rating by e-mail (form-encoded), and /user/log.
 */
export function providerAccountHandlers(db: MockDb) {
  return [
    http.post('*/e/get-chat-prompt-modal', async ({ request, cookies }) => {
      const { user, body } = await readProviderRequest(db, request, cookies);
      if (!user) return invalidSession();
      const conversationId = textField(body, 'conversation_id');
      const data = db.state.provider.promptModals
        .filter((record) => record.userId === user.id && record.active)
        .filter((record) => !conversationId || record.conversation_id === conversationId)
        .reverse()
        .map(({ conversation_id, prompt }) => ({ conversation_id, prompt }));
      return jsonResponse({ success: data.length > 0, data });
    }),
    http.post('*/e/set-chat-prompt-modal', async ({ request, cookies }) => {
      const { user, body } = await readProviderRequest(db, request, cookies);
      if (!user) return invalidSession();
      const conversationId = textField(body, 'conversation_id');
      const prompt = textField(body, 'prompt');
      if (!conversationId || !prompt) return badRequest('conversation_id and prompt are required');
      const provider = db.state.provider;
      provider.promptModals = provider.promptModals.filter(
        (record) => !(record.userId === user.id && record.conversation_id === conversationId),
      );
      provider.promptModals.push({
        userId: user.id,
        conversation_id: conversationId,
        prompt,
        active: true,
        createdAt: db.clock.iso(),
      });
      db.save();
      return jsonResponse({ success: true });
    }),
    http.post('*/e/update-chat-prompt-modal', async ({ request, cookies }) => {
      const { user, body } = await readProviderRequest(db, request, cookies);
      if (!user) return invalidSession();
      const conversationId = textField(body, 'conversation_id');
      const records = db.state.provider.promptModals.filter(
        (record) => record.userId === user.id && record.conversation_id === conversationId && record.active,
      );
      records.forEach((record) => {
        record.active = false;
      });
      db.save();
      return jsonResponse({ success: records.length > 0 });
    }),
    http.get('*/e/get-usage-duration', ({ request }) => {
      const email = (new URL(request.url).searchParams.get('user_email') ?? '').trim().toLowerCase();
      if (!email) return badRequest('user_email is required');
      return jsonResponse({
        success: true,
        res: { usage_duration: db.state.provider.usageDurations[email] ?? 0 },
      });
    }),
    http.post('*/e/set-usage-duration', async ({ request }) => {
      const body = await readAnyBody(request);
      const email = textField(body, 'user_email').toLowerCase();
      const duration = Number(textField(body, 'usage_duration'));
      if (!email || !textField(body, 'usage_duration') || !Number.isFinite(duration) || duration < 0) {
        return badRequest('user_email and a usage_duration of 0 or more are required');
      }
      db.state.provider.usageDurations[email] = duration;
      db.save();
      return jsonResponse({ success: true });
    }),
    http.post('*/e/set-mood-rating', async ({ request }) => {
      const body = await readAnyBody(request);
      const email = textField(body, 'user_email').toLowerCase();
      const rating = Number(textField(body, 'rating'));
      if (!email || !Number.isInteger(rating) || rating < 1 || rating > 5) {
        return badRequest('user_email and a rating from 1 to 5 are required');
      }
      db.state.provider.moodRatings.push({ email, rating, createdAt: db.clock.iso() });
      db.save();
      return jsonResponse({ success: true });
    }),
    http.post('*/user/log', async ({ request, cookies }) => {
      const { user, body } = await readProviderRequest(db, request, cookies);
      const event = textField(body, 'user_event');
      if (!event) return badRequest('user_event is required');
      const logs = db.state.provider.userLogs;
      logs.push({
        userId: user?.id ?? null,
        event,
        data: textField(body, 'user_event_data'),
        createdAt: db.clock.iso(),
      });
      if (logs.length > MAX_LOG_ENTRIES) logs.splice(0, logs.length - MAX_LOG_ENTRIES);
      db.save();
      return jsonResponse({ success: true });
    }),
  ];
}
