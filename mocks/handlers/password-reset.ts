import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { consumePasswordReset, createPasswordReset } from '../db/sessions';
import { findUserByEmail, findUserById, setPassword } from '../db/users';
import { jsonResponse, readJsonObject, stringField } from '../lib/http';
import { REQUEST_RESET_RULES, RESET_PASSWORD_RULES, validate } from '../lib/validation';

const RESET_SENT = 'If an account with that email exists, a password reset link has been sent to it.';

export function passwordResetHandlers(db: MockDb) {
  return [
    http.post('*/api/auth/requestPasswordReset', async ({ request }) => {
      const body = await readJsonObject(request);
      const invalid = validate(body, REQUEST_RESET_RULES);
      if (invalid) return jsonResponse({ message: invalid }, 422);
      const user = findUserByEmail(db, stringField(body, 'email') ?? '');
      if (!user) return jsonResponse({ message: RESET_SENT });
      const reset = createPasswordReset(db, user);
      db.save();
      const link = `/reset-password?token=${reset.token}&userId=${user.id}`;
      return jsonResponse({ message: RESET_SENT, link });
    }),

    http.post('*/api/auth/resetPassword', async ({ request }) => {
      const body = await readJsonObject(request);
      const invalid = validate(body, RESET_PASSWORD_RULES);
      if (invalid) return jsonResponse({ message: invalid }, 422);
      const userId = (stringField(body, 'userId') ?? '').trim();
      const user = findUserById(db, userId);
      if (!user || !consumePasswordReset(db, userId, (stringField(body, 'token') ?? '').trim())) {
        db.save();
        return jsonResponse({ message: 'Invalid or expired password reset token' }, 400);
      }
      setPassword(db, user, (stringField(body, 'password') ?? '').trim());
      db.save();
      return jsonResponse({ message: 'Password reset was successful' });
    }),
  ];
}
