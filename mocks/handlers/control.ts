import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { setUsageLeft, usageSnapshot, type LimitsPatch } from '../db/provider';
import { expireAllAccessTokens } from '../db/sessions';
import { sessionHubOf } from '../realtime/session-hub';
import { mergeSettings } from '../db/settings';
import { findUserByEmail } from '../db/users';
import { emptyResponse, jsonResponse, readJsonObject } from '../lib/http';

const LIMIT_KEYS = ['tokensLeft', 'promptsLeft', 'imagesLeft', 'videosLeft', 'creditsLeft'] as const;

/** Mock-only control routes for tests and the demo's reset button. Never part of the real backend. */
export function controlHandlers(db: MockDb) {
  return [
    http.post('*/__mock/reset', () => {
      db.reset();
      return emptyResponse(204);
    }),
    http.get('*/__mock/settings', () => jsonResponse(db.state.settings)),
    http.post('*/__mock/settings', async ({ request }) => {
      const patch = await readJsonObject(request);
      db.state.settings = mergeSettings(db.state.settings, patch);
      db.save();
      return jsonResponse(db.state.settings);
    }),
    http.post('*/__mock/limits', async ({ request }) => {
      const body = await readJsonObject(request);
      const user = typeof body.email === 'string' ? findUserByEmail(db, body.email) : undefined;
      if (!user) return jsonResponse({ message: 'Unknown user' }, 404);
      const patch: LimitsPatch = {};
      for (const key of LIMIT_KEYS) {
        const value = body[key];
        if (value === undefined) continue;
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
          return jsonResponse({ message: `${key} must be a number of 0 or more` }, 400);
        }
        patch[key] = value;
      }
      if (body.member !== undefined) {
        if (typeof body.member !== 'boolean')
          return jsonResponse({ message: 'member must be a boolean' }, 400);
        user.is_member = body.member;
      }
      setUsageLeft(db, user, patch);
      db.save();
      return jsonResponse({ email: user.email, ...usageSnapshot(db, user) });
    }),
    http.get('*/__mock/session-sockets', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      const user = findUserByEmail(db, email);
      if (!user) return jsonResponse({ message: 'Unknown user' }, 404);
      return jsonResponse({ email: user.email, sockets: sessionHubOf(db).registeredCount(user.id) });
    }),
    http.post('*/__mock/force-logout', async ({ request }) => {
      const body = await readJsonObject(request);
      const user = typeof body.email === 'string' ? findUserByEmail(db, body.email) : undefined;
      if (!user) return jsonResponse({ message: 'Unknown user' }, 404);
      return jsonResponse({ email: user.email, ...sessionHubOf(db).forceLogout(user.id) });
    }),
    http.post('*/__mock/expire-access-tokens', () => {
      expireAllAccessTokens(db);
      db.save();
      return emptyResponse(204);
    }),
  ];
}
