import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { expireAllAccessTokens } from '../db/sessions';
import { mergeSettings } from '../db/settings';
import { emptyResponse, jsonResponse, readJsonObject } from '../lib/http';

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
    http.post('*/__mock/expire-access-tokens', () => {
      expireAllAccessTokens(db);
      db.save();
      return emptyResponse(204);
    }),
  ];
}
