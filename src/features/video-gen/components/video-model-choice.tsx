import { useTranslation } from '@/lib/i18n';
import { useVideoModelPick, VIDEO_MODELS } from '@/features/models';

/** Kling 2.1 or Veo 3 as two radio buttons; each is its page (/video-gen, /video-gen/veo-3). */
export function VideoModelChoice() {
  const { t } = useTranslation('videogen');
  const { t: tCommon } = useTranslation();
  const { current, pick } = useVideoModelPick();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{t('model')}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {VIDEO_MODELS.map((model) => (
          <label
            key={model.id}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-medium text-ink has-[:checked]:border-accent has-[:checked]:bg-surface-sunken has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
          >
            <input
              type="radio"
              name="video-model"
              className="sr-only"
              checked={model.id === current.id}
              onChange={() => pick(model)}
            />
            {tCommon(model.nameKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
