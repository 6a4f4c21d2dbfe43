import { parseConversationOptions } from './endpoint-defaults';

/** The save dialog's name suggestion (spec section 3). */
export const DEFAULT_PRESET_NAME = 'My Preset';
/** The server's title for a preset saved without one. */
export const UNTITLED_PRESET = 'New Preset';

/** A preset: a conversation's endpoint options without id, dates and title, plus presetId and title. */
export interface Preset {
  presetId?: string | null;
  title?: string | null;
  endpoint?: string | null;
  model?: string | null;
  [option: string]: unknown;
}

export interface ModelChoice {
  endpoint: string;
  model: string;
}

/**
 * The body of POST /api/presets for the current conversation: the endpoint's options (defaults for
 * what the conversation has not set), its endpoint and model, and the trimmed name.
 */
export function buildPreset(
  current: ModelChoice,
  conversation: Readonly<Record<string, unknown>> | null,
  title: string,
): Preset {
  const options = parseConversationOptions(current.endpoint, conversation ?? {}) ?? {};
  return {
    ...options,
    endpoint: current.endpoint,
    model: current.model,
    title: title.trim() || UNTITLED_PRESET,
  };
}

export interface PresetApplication {
  /** The model to use from now on; null keeps the current one. */
  choice: ModelChoice | null;
  /** The endpoint options to merge into the conversation. */
  options: Record<string, unknown>;
}

/**
 * What applying a preset changes. A fresh chat also takes the preset's endpoint and model when the
 * user may use that model; otherwise only the options change, read for the current endpoint (its
 * fields, with defaults for what the preset lacks), and the model stays.
 */
export function presetApplication(
  preset: Preset,
  current: ModelChoice,
  { isNewChat, mayUse }: { isNewChat: boolean; mayUse: (choice: ModelChoice) => boolean },
): PresetApplication {
  const wanted =
    typeof preset.endpoint === 'string' && typeof preset.model === 'string' && preset.model
      ? { endpoint: preset.endpoint, model: preset.model }
      : null;
  const switches =
    isNewChat &&
    wanted !== null &&
    parseConversationOptions(wanted.endpoint, {}) !== null &&
    (wanted.endpoint !== current.endpoint || wanted.model !== current.model) &&
    mayUse(wanted);
  const target = switches && wanted ? wanted : current;
  const options = parseConversationOptions(target.endpoint, preset) ?? {};
  delete options.model;
  return { choice: switches ? target : null, options };
}

/** A short 'endpoint · model' line for a preset's row. */
export function presetSummary(preset: Preset): string {
  return [preset.endpoint, preset.model].filter((part) => typeof part === 'string' && part).join(' · ');
}
