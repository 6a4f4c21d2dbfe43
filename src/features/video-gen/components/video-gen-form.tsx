import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { enterSubmits } from '@/lib/enter-submits';
import { Button } from '@/components/ui/button';
import { ParameterField } from '@/components/ui/parameter-field';
import { formatNumber } from '@/lib/i18n';
import type { StartImage } from '../hooks/use-start-image';
import type { StartImageProblem } from '../lib/start-image';
import { CFG_SCALE, DURATION_SECONDS, VIDEO_ASPECT_RATIOS, type VideoSettings } from '../lib/video-options';
import { StartImageField } from './start-image-field';
import { VideoModelChoice } from './video-model-choice';

const FIELD =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent';
const TAB =
  'rounded-md px-3 py-1.5 text-sm text-ink-muted data-[selected]:bg-surface data-[selected]:font-medium data-[selected]:text-ink data-[selected]:shadow-sm data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

export interface VideoGenFormProps {
  form: UseFormReturn<VideoSettings>;
  startImage: {
    image: StartImage | null;
    problem: StartImageProblem | null;
    choose: (file: File) => void;
    remove: () => void;
  };
  generating: boolean;
  onGenerate: () => void;
}

/** Model, prompt, optional start image, the three tabs and Generate (spec section 2 'Video generation screen'). */
export function VideoGenForm({ form, startImage, generating, onGenerate }: VideoGenFormProps) {
  const { t, i18n } = useTranslation('videogen');
  const id = useId();
  const { register, control, watch, formState } = form;
  const canGenerate = watch('prompt').trim() !== '' && !generating;
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
      <VideoModelChoice />
      <div>
        <label htmlFor={`${id}-prompt`} className="text-sm font-medium text-ink">
          {t('prompt')}
        </label>
        <textarea
          id={`${id}-prompt`}
          rows={4}
          placeholder={t('prompt_placeholder')}
          aria-invalid={formState.errors.prompt ? true : undefined}
          aria-describedby={formState.errors.prompt ? `${id}-prompt-error` : undefined}
          {...register('prompt', { validate: (value) => value.trim() !== '' })}
          onKeyDown={onPromptKey}
          className={`${FIELD} resize-y`}
        />
        {formState.errors.prompt ? (
          <p id={`${id}-prompt-error`} role="alert" className="mt-1 text-xs text-danger">
            {t('prompt_required')}
          </p>
        ) : null}
      </div>
      <StartImageField
        image={startImage.image}
        problem={startImage.problem}
        onChoose={startImage.choose}
        onRemove={startImage.remove}
      />
      <TabGroup>
        <TabList aria-label={t('settings')} className="flex flex-wrap gap-1 rounded-lg bg-surface-sunken p-1">
          <Tab className={TAB}>{t('tab_negative')}</Tab>
          <Tab className={TAB} disabled={startImage.image !== null}>
            {t('tab_aspect')}
          </Tab>
          <Tab className={TAB}>{t('tab_cfg')}</Tab>
        </TabList>
        <TabPanels className="pt-3">
          <TabPanel>
            <label htmlFor={`${id}-negative`} className="text-sm font-medium text-ink">
              {t('negative_prompt')}
            </label>
            <textarea
              id={`${id}-negative`}
              rows={2}
              placeholder={t('negative_placeholder')}
              {...register('negativePrompt')}
              className={`${FIELD} resize-y`}
            />
          </TabPanel>
          <TabPanel>
            <fieldset>
              <legend className="text-sm font-medium text-ink">{t('aspect_ratio')}</legend>
              <div className="mt-2 flex gap-2">
                {VIDEO_ASPECT_RATIOS.map((ratio) => (
                  <label
                    key={ratio}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm text-ink has-[:checked]:border-accent has-[:checked]:bg-surface-sunken"
                  >
                    <input
                      type="radio"
                      value={ratio}
                      {...register('aspectRatio')}
                      className="accent-[rgb(var(--c-accent))]"
                    />
                    {ratio}
                  </label>
                ))}
              </div>
            </fieldset>
          </TabPanel>
          <TabPanel>
            <Controller
              control={control}
              name="cfgScale"
              render={({ field }) => (
                <ParameterField
                  label={t('cfg_scale')}
                  hint={t('cfg_scale_hint')}
                  bounds={CFG_SCALE}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      {startImage.image ? <p className="-mt-2 text-xs text-ink-muted">{t('aspect_from_image')}</p> : null}
      <p className="text-sm text-ink-muted">
        {t('duration', { seconds: formatNumber(DURATION_SECONDS, i18n.language) })}
      </p>
      <Button type="submit" disabled={!canGenerate}>
        {generating ? t('generating') : t('generate')}
      </Button>
    </form>
  );
}
