import { http } from 'msw';
import { endpointsConfig } from '../fixtures/endpoints';
import { type MockDb } from '../db/mock-db';
import { jsonResponse } from '../lib/http';

/** Routes without auth: startup config, endpoints, search availability. */
export function configHandlers(db: MockDb) {
  return [
    http.get('*/api/config', ({ request }) => {
      const settings = db.state.settings;
      return jsonResponse({
        appTitle: settings.appTitle,
        googleLoginEnabled: settings.googleLoginEnabled,
        facebookLoginEnabled: settings.facebookLoginEnabled,
        openidLoginEnabled: settings.openidLoginEnabled,
        openidLabel: settings.openidLabel,
        openidImageUrl: settings.openidImageUrl,
        githubLoginEnabled: settings.githubLoginEnabled,
        discordLoginEnabled: settings.discordLoginEnabled,
        serverDomain: settings.serverDomain || new URL(request.url).origin,
        registrationEnabled: settings.registrationEnabled,
        socialLoginEnabled: settings.socialLoginEnabled,
        emailEnabled: settings.emailEnabled,
      });
    }),
    http.get('*/api/endpoints', () => jsonResponse(endpointsConfig())),
    http.get('*/api/search/enable', () => jsonResponse(db.state.settings.searchEnabled)),
  ];
}
