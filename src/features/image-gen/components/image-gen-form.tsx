import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { enterSubmits } from '@/lib/enter-submits';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { ParameterField } from '@/components/ui/parameter-field';
import { formatNumber } from '@/lib/i18n';
import { useIsNarrow } from '@/lib/use-media-query';
import {
  ASPECT_RATIOS,
  FLUX_DEFAULTS,
  MAX_SEED,
  MEGAPIXELS,
  OUTPUT_FORMATS,
  SLIDERS,
  type FluxSettings,
  type SliderName,
} from '../lib/flux-options';

const SLIDER_ORDER: SliderName[] = [
  'guidance_scale',
  'num_inference_steps',
  'output_quality',
  'safety_tolerance',
];

const SELECT =
  'mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent';

export interface ImageGenFormProps {
  form: UseFormReturn<FluxSettings>;
  generating: boolean;
  onGenerate: () => void;
}

/** The prompt and every Flux control; Enter generates, Shift+Enter starts a new line. */
export function ImageGenForm({ form, generating, onGenerate }: ImageGenFormProps) {
  const { t, i18n } = useTranslation('imagegen');
  const id = useId();
  const { register, control, watch, formState } = form;
  // On phones the fine controls start folded, so the collection is not five screens down.
  const narrow = useIsNarrow();
  const [showSettings, setShowSettings] = useState(!narrow);
  const prompt = watch('prompt');
  // PNG is lossless: the quality setting does nothing to it.
  const lossless = watch('output_format') === 'png';
  const canGenerate = prompt.trim() !== '' && !generating;
  const promptError = formState.errors.prompt ? t('prompt_required') : null;

  const onPromptKey = enterSubmits(() => {
    if (!generating) onGenerate();
  });

  return (
    <form
      noValidate
      aria-label={t('form_label')}
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div>
        <label htmlFor={`${id}-prompt`} className="text-sm font-medium text-ink">
          {t('prompt')}
        </label>
        <textarea
          id={`${id}-prompt`}
          rows={4}
          placeholder={t('prompt_placeholder')}
          aria-invalid={promptError ? true : undefined}
          aria-describedby={promptError ? `${id}-prompt-error` : `${id}-prompt-hint`}
          {...register('prompt', { validate: (value) => value.trim() !== '' })}
          onKeyDown={onPromptKey}
          className="mt-1 block w-full resize-y rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent"
        />
        {promptError ? (
          <p id={`${id}-prompt-error`} role="alert" className="mt-1 text-xs text-danger">
            {promptError}
          </p>
        ) : (
          <p id={`${id}-prompt-hint`} className="mt-1 text-xs text-ink-muted">
            {t('prompt_hint')}
          </p>
        )}
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-ratio`} className="text-sm font-medium text-ink">
            {t('aspect_ratio')}
          </label>
          <select id={`${id}-ratio`} {...register('aspect_ratio')} className={SELECT}>
            {ASPECT_RATIOS.map((ratio) => (
              <option key={ratio} value={ratio}>
                {ratio}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-format`} className="text-sm font-medium text-ink">
            {t('output_format')}
          </label>
          <select id={`${id}-format`} {...register('output_format')} className={SELECT}>
            {OUTPUT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="border-t border-line pt-3">
        <button
          type="button"
          aria-expanded={showSettings}
          aria-controls={`${id}-settings`}
          onClick={() => setShowSettings((shown) => !shown)}
          className="flex w-full items-center justify-between rounded-lg py-1 text-sm font-medium text-ink"
        >
          {t('settings')}
          <ChevronDownIcon width={16} height={16} className={showSettings ? 'rotate-180' : ''} />
        </button>
      </div>
      <fieldset id={`${id}-settings`} className={showSettings ? 'flex flex-col gap-4' : 'hidden'}>
        <legend className="sr-only">{t('settings')}</legend>
        {SLIDER_ORDER.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <ParameterField
                label={t(`slider.${name}`)}
                hint={
                  name === 'output_quality' && lossless
                    ? t('slider.output_quality_png_hint')
                    : t(`slider.${name}_hint`)
                }
                bounds={SLIDERS[name]}
                value={field.value}
                onChange={field.onChange}
                disabled={name === 'output_quality' && lossless}
              />
            )}
          />
        ))}
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-megapixels`} className="text-sm font-medium text-ink">
              {t('megapixels')}
            </label>
            <select id={`${id}-megapixels`} {...register('megapixels')} className={SELECT}>
              {MEGAPIXELS.map((value) => (
                <option key={value} value={value}>
                  {t('megapixels_value', { value: formatNumber(Number(value), i18n.language) })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-seed`} className="text-sm font-medium text-ink">
              {t('seed')}
            </label>
            <Controller
              control={control}
              name="seed"
              render={({ field }) => (
                <input
                  id={`${id}-seed`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_SEED}
                  step={1}
                  placeholder={t('seed_placeholder')}
                  aria-describedby={`${id}-seed-hint`}
                  value={field.value === 0 ? '' : field.value}
                  onChange={(event) => {
                    const value = Math.trunc(event.target.valueAsNumber);
                    field.onChange(Number.isFinite(value) ? Math.min(MAX_SEED, Math.max(0, value)) : 0);
                  }}
                  className={SELECT}
                />
              )}
            />
          </div>
        </div>
        <p id={`${id}-seed-hint`} className="-mt-2 text-xs text-ink-muted">
          {t('seed_hint')}
        </p>
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            {...register('prompt_upsampling')}
            className="mt-0.5 h-4 w-4 accent-[rgb(var(--c-accent))]"
          />
          <span>
            <span className="font-medium">{t('prompt_upsampling')}</span>
            <span className="block text-xs text-ink-muted">{t('prompt_upsampling_hint')}</span>
          </span>
        </label>
      </fieldset>

      <div className="flex gap-3">
        <Button
          variant="secondary"
          disabled={generating}
          onClick={() => form.reset({ ...FLUX_DEFAULTS, prompt: form.getValues('prompt') })}
        >
          {t('reset')}
        </Button>
        <Button type="submit" className="flex-1" disabled={!canGenerate} aria-busy={generating || undefined}>
          {generating ? t('generating') : t('generate')}
        </Button>
      </div>
    </form>
  );
}
