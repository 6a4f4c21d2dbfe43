/** The plugin key form's rules (spec section 5): every field required, at least 10 characters. */

export const PLUGIN_AUTH_MIN_LENGTH = 10;

export interface PluginAuthFieldError {
  /** 'plugins.field_required' ('{{label}} is required.') or 'plugins.field_too_short'. */
  key: 'plugins.field_required' | 'plugins.field_too_short';
  values: { label: string };
}

/**
 * Checks one auth field; null when it is valid. Surrounding whitespace does not count, so a key
 * of spaces is missing and a padded short key is too short.
 */
export function validatePluginAuthField(value: unknown, label: string): PluginAuthFieldError | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return { key: 'plugins.field_required', values: { label } };
  if (text.length < PLUGIN_AUTH_MIN_LENGTH) return { key: 'plugins.field_too_short', values: { label } };
  return null;
}

export interface PluginAuthField {
  authField: string;
  label: string;
}

/** Every field's error, keyed by authField; an empty object means the form is valid. */
export function validatePluginAuth(
  fields: readonly PluginAuthField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, PluginAuthFieldError> {
  const errors: Record<string, PluginAuthFieldError> = {};
  for (const field of fields) {
    const error = validatePluginAuthField(values[field.authField], field.label);
    if (error) errors[field.authField] = error;
  }
  return errors;
}

/** Save is enabled only when the form is dirty, valid and not submitting. */
export function canSavePluginAuth(form: {
  isDirty: boolean;
  isValid: boolean;
  isSubmitting: boolean;
}): boolean {
  return form.isDirty && form.isValid && !form.isSubmitting;
}

/** Installing shows the key form first when the plugin has auth fields and is not authenticated. */
export function needsAuthForm(plugin: {
  authConfig?: readonly unknown[] | null;
  authenticated?: boolean | null;
}): boolean {
  return (plugin.authConfig?.length ?? 0) > 0 && !plugin.authenticated;
}
