import { http } from 'msw';
import { findPlugin, PLUGINS } from '../fixtures/plugins';
import { type MockDb } from '../db/mock-db';
import { withUser } from '../lib/auth';
import { emptyResponse, isRecord, jsonResponse, readJsonObject, stringField } from '../lib/http';

const MIN_AUTH_LENGTH = 10;

export function pluginHandlers(db: MockDb) {
  return [
    http.get('*/api/plugins', ({ request }) => withUser(db, request, () => jsonResponse(PLUGINS))),

    http.post('*/api/user/plugins', async ({ request }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, (user) => {
        const pluginKey = stringField(body, 'pluginKey') ?? '';
        const action = stringField(body, 'action');
        const plugin = findPlugin(pluginKey);
        if (!plugin) return jsonResponse({ message: `Plugin ${pluginKey || '(none)'} not found` }, 400);
        if (action !== 'install' && action !== 'uninstall')
          return jsonResponse({ message: 'Invalid action' }, 400);

        const others = db.state.userPluginAuth.filter(
          (record) => !(record.userId === user.id && record.pluginKey === pluginKey),
        );
        if (action === 'uninstall') {
          db.state.userPluginAuth = others;
          user.plugins = user.plugins.filter((key) => key !== pluginKey);
        } else {
          const auth = isRecord(body.auth) ? body.auth : {};
          const entries = Object.entries(auth);
          if (
            entries.some(([, value]) => typeof value !== 'string' || value.trim().length < MIN_AUTH_LENGTH)
          ) {
            return jsonResponse({ message: 'Invalid API key' }, 400);
          }
          const missing = plugin.authConfig.some((field) => !(field.authField in auth));
          if (!plugin.authenticated && missing) return jsonResponse({ message: 'Invalid API key' }, 400);
          db.state.userPluginAuth = [
            ...others,
            ...entries.map(([authField, value]) => ({
              userId: user.id,
              pluginKey,
              authField,
              value: String(value).trim(),
            })),
          ];
          if (!user.plugins.includes(pluginKey)) user.plugins = [...user.plugins, pluginKey];
        }
        user.updatedAt = db.clock.iso();
        db.save();
        return emptyResponse(200);
      });
    }),
  ];
}
