import { pickConversationOptions } from './conversations';
import { uuid } from './ids';
import { type MockDb } from './mock-db';
import { type PresetRecord } from './types';

export type ClientPreset = Omit<PresetRecord, 'user'>;

export function toClientPreset(preset: PresetRecord): ClientPreset {
  const { user: _ignoredUser, ...rest } = preset;
  return rest;
}

export function listPresets(db: MockDb, userId: string): PresetRecord[] {
  return db.state.presets
    .filter((preset) => preset.user === userId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Upserts by presetId; a preset without one gets a new UUID. */
export function savePreset(db: MockDb, userId: string, body: Record<string, unknown>): PresetRecord {
  const at = db.clock.iso();
  const presetId = typeof body.presetId === 'string' && body.presetId ? body.presetId : uuid();
  const title = typeof body.title === 'string' && body.title.trim() ? body.title.trim() : 'New Preset';
  const options = pickConversationOptions(body);
  const existing = db.state.presets.find((preset) => preset.presetId === presetId && preset.user === userId);
  if (existing) {
    Object.assign(existing, options, { title, updatedAt: at });
    return existing;
  }
  const created: PresetRecord = { ...options, presetId, title, user: userId, createdAt: at, updatedAt: at };
  db.state.presets.push(created);
  return created;
}

/** Deletes one preset (by presetId) or, without an id, all of the user's presets. */
export function deletePresets(db: MockDb, userId: string, presetId?: string): void {
  db.state.presets = db.state.presets.filter(
    (preset) => preset.user !== userId || (presetId !== undefined && preset.presetId !== presetId),
  );
}
