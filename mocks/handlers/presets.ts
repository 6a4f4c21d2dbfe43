import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { deletePresets, listPresets, savePreset, toClientPreset } from '../db/presets';
import { withUser } from '../lib/auth';
import { argOf, jsonResponse, readJsonObject, stringField } from '../lib/http';

export function presetHandlers(db: MockDb) {
  const list = (userId: string) => listPresets(db, userId).map(toClientPreset);
  return [
    http.get('*/api/presets', ({ request }) => withUser(db, request, (user) => jsonResponse(list(user.id)))),

    http.post('*/api/presets', async ({ request }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, (user) => {
        savePreset(db, user.id, body);
        db.save();
        return jsonResponse(list(user.id), 201);
      });
    }),

    http.post('*/api/presets/delete', async ({ request }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, (user) => {
        deletePresets(db, user.id, stringField(argOf(body), 'presetId'));
        db.save();
        return jsonResponse(list(user.id), 201);
      });
    }),
  ];
}
