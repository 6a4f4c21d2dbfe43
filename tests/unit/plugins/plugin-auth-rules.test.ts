import {
  PLUGIN_AUTH_MIN_LENGTH,
  canSavePluginAuth,
  validatePluginAuth,
  validatePluginAuthField,
} from '@/features/plugins/lib/plugin-auth-rules';
import i18n from 'i18next';
import en from '@locales/en/translation.json';

describe('plugin auth rules', () => {
  it('requires each field', () => {
    expect(validatePluginAuthField('', 'API Key')).toEqual({
      key: 'plugins.field_required',
      values: { label: 'API Key' },
    });
    expect(validatePluginAuthField('   ', 'API Key')?.key).toBe('plugins.field_required');
    expect(validatePluginAuthField(undefined, 'API Key')?.key).toBe('plugins.field_required');
  });

  it('needs at least 10 characters', () => {
    expect(PLUGIN_AUTH_MIN_LENGTH).toBe(10);
    expect(validatePluginAuthField('123456789', 'API Key')).toEqual({
      key: 'plugins.field_too_short',
      values: { label: 'API Key' },
    });
    expect(validatePluginAuthField('1234567890', 'API Key')).toBeNull();
  });

  it('reads as the spec strings in English', async () => {
    const t = await i18n.createInstance().init({ lng: 'en', resources: { en: { translation: en } } });
    const required = validatePluginAuthField('', 'Serpapi API Key')!;
    const short = validatePluginAuthField('short', 'Serpapi API Key')!;
    expect(t(required.key, required.values)).toBe('Serpapi API Key is required.');
    expect(t(short.key, short.values)).toBe('Serpapi API Key must be at least 10 characters long');
  });

  it('checks a whole form by authField', () => {
    const fields = [
      { authField: 'SERPAPI_API_KEY', label: 'Serpapi API Key' },
      { authField: 'OTHER_KEY', label: 'Other' },
    ];
    expect(validatePluginAuth(fields, { SERPAPI_API_KEY: 'long-enough-key', OTHER_KEY: 'short' })).toEqual({
      OTHER_KEY: { key: 'plugins.field_too_short', values: { label: 'Other' } },
    });
    expect(
      validatePluginAuth(fields, { SERPAPI_API_KEY: 'long-enough-key', OTHER_KEY: '0123456789' }),
    ).toEqual({});
  });

  it('enables Save only when dirty, valid and not submitting', () => {
    expect(canSavePluginAuth({ isDirty: true, isValid: true, isSubmitting: false })).toBe(true);
    expect(canSavePluginAuth({ isDirty: false, isValid: true, isSubmitting: false })).toBe(false);
    expect(canSavePluginAuth({ isDirty: true, isValid: false, isSubmitting: false })).toBe(false);
    expect(canSavePluginAuth({ isDirty: true, isValid: true, isSubmitting: true })).toBe(false);
  });
});
