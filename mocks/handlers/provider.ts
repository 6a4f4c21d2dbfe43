import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { findUserIdByChatSession } from '../db/sessions';
import { findUserById } from '../db/users';
import { jsonResponse, readAnyBody } from '../lib/http';

/** The fork's provider API (/e/...): looks users up by the chat-session id `aiwp_logged_in`. */
export function providerHandlers(db: MockDb) {
  return [
    http.post('*/e/authenticate/v2', async ({ request }) => {
      const body = await readAnyBody(request);
      const session = typeof body.aiwp_logged_in === 'string' ? body.aiwp_logged_in.trim() : '';
      const userId = session ? findUserIdByChatSession(db, session) : undefined;
      const user = userId ? findUserById(db, userId) : undefined;
      if (!user) return jsonResponse({ success: false, email: null, subscription_type: null });
      return jsonResponse({
        success: true,
        email: user.email,
        auth_version: user.auth_version,
        subscription_type: user.subscription_type,
        payment_interval: user.payment_interval,
        user_pid: user.user_pid,
        is_member: user.is_member,
      });
    }),
  ];
}
