import { readSession, writeSession } from '@/lib/session-storage';
import { FLUX_DEFAULTS, type FluxSettings } from './flux-options';
import { settingsFromInput } from './settings-from-input';

/**
 * The image form kept for the tab's session (issue #27): leaving the screen or reloading keeps the
 * prompt and every setting. Per user: logout clears sessionStorage (lib/user-data.ts).
 */
export const IMAGE_FORM_KEY = 'imageGenForm';

/** The kept form, each value checked against its bounds as when it was saved; the defaults otherwise. */
export function keptImageForm(): FluxSettings {
  const stored = readSession<unknown>(IMAGE_FORM_KEY, null);
  if (!stored || typeof stored !== 'object') return FLUX_DEFAULTS;
  const { prompt, ...input } = stored as Record<string, unknown>;
  return settingsFromInput(typeof prompt === 'string' ? prompt : '', input);
}

export function keepImageForm(settings: object): void {
  writeSession(IMAGE_FORM_KEY, settings);
}
