import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { customFieldsDisabled, endpointDefaults, parseConversationOptions } from '../lib/endpoint-defaults';
import { clampToBounds, parameterBounds, type ParameterKey } from '../lib/parameter-bounds';
import { ParameterField } from '@/components/ui/parameter-field';
import { settingsFields } from '../lib/settings-fields';
import {
  SETTINGS_BUTTON_STYLE,
  SettingsButtonFace,
  type AdvancedSettingsPopoverProps,
} from './settings-button-face';

const PARAMETER_LABELS: Record<ParameterKey, string> = {
  temperature: 'presets.temperature',
  top_p: 'presets.top_p',
  topP: 'presets.top_p',
  topK: 'presets.top_k',
  maxOutputTokens: 'presets.max_output_tokens',
  frequency_penalty: 'presets.frequency_penalty',
  presence_penalty: 'presets.presence_penalty',
};

const TEXT_INPUT =
  'block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent disabled:cursor-not-allowed disabled:opacity-60';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The settings popover itself (see advanced-settings-popover.tsx). */
export function AdvancedSettingsPanel({ endpoint, values, onChange }: AdvancedSettingsPopoverProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const prefixId = useId();
  const titleId = useId();
  const fields = settingsFields(endpoint);
  const options = parseConversationOptions(endpoint, values) ?? {};
  const bounds = parameterBounds(endpoint);
  const locked = customFieldsDisabled(Array.isArray(values.tools) ? values.tools : null);

  const reset = () => {
    const defaults = endpointDefaults(endpoint) ?? {};
    const partial: Record<string, unknown> = {};
    for (const key of fields.parameters) partial[key] = defaults[key];
    if (fields.labelField) partial[fields.labelField] = null;
    if (fields.promptPrefix) partial.promptPrefix = null;
    onChange(partial);
  };

  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={t('presets.settings_button')}
        title={t('presets.settings_button')}
        className={SETTINGS_BUTTON_STYLE}
      >
        <SettingsButtonFace />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'top start', gap: 8, padding: 8 }}
        role="dialog"
        aria-labelledby={titleId}
        className="z-50 flex max-h-[min(36rem,var(--anchor-max-height,75dvh))] w-[min(24rem,calc(100vw-1rem))] flex-col gap-4 overflow-y-auto rounded-xl border border-line bg-surface p-4 shadow-lg"
      >
        <h2 id={titleId} className="text-sm font-semibold text-ink">
          {t('presets.settings_title')}
        </h2>
        {fields.labelField ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={nameId} className="text-sm font-medium text-ink">
              {t('presets.custom_name')}
            </label>
            <input
              id={nameId}
              className={TEXT_INPUT}
              disabled={locked}
              value={text(options[fields.labelField])}
              placeholder={t('presets.custom_name_placeholder')}
              onChange={(event) => onChange({ [fields.labelField as string]: event.target.value || null })}
            />
          </div>
        ) : null}
        {fields.promptPrefix ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={prefixId} className="text-sm font-medium text-ink">
              {t('presets.prompt_prefix')}
            </label>
            <textarea
              id={prefixId}
              rows={3}
              className={`${TEXT_INPUT} resize-y`}
              disabled={locked}
              value={text(options.promptPrefix)}
              placeholder={t('presets.prompt_prefix_placeholder')}
              onChange={(event) => onChange({ promptPrefix: event.target.value || null })}
            />
          </div>
        ) : null}
        {locked ? <p className="text-xs text-ink-muted">{t('presets.custom_fields_locked')}</p> : null}
        {fields.parameters.map((key) => (
          <ParameterField
            key={key}
            label={t(PARAMETER_LABELS[key])}
            bounds={bounds[key]}
            value={clampToBounds(options[key], bounds[key], bounds[key].min)}
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
        <button
          type="button"
          onClick={reset}
          className="self-start rounded-lg px-2 py-1 text-xs font-medium text-accent-strong hover:bg-surface-sunken"
        >
          {t('presets.reset_defaults')}
        </button>
      </PopoverPanel>
    </Popover>
  );
}
