import { useTranslation } from '@/lib/i18n';
import { VEO_SAMPLES } from '../lib/video-options';

/** Veo 3's eight sample prompts (spec section 2): a click puts the card's prompt in the prompt box. */
export function VeoSamples({ onPick }: { onPick: (prompt: string) => void }) {
  const { t } = useTranslation('videogen');
  return (
    <section aria-labelledby="veo-samples-heading" className="flex flex-col gap-2">
      <h2 id="veo-samples-heading" className="text-sm font-semibold text-ink">
        {t('samples_heading')}
      </h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {VEO_SAMPLES.map((sample) => (
          <li key={sample}>
            <button
              type="button"
              onClick={() => onPick(t(`samples.${sample}.prompt`))}
              className="flex h-full w-full flex-col gap-1 rounded-xl border border-line bg-surface p-3 text-left hover:bg-surface-raised focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span className="text-sm font-medium text-ink">{t(`samples.${sample}.title`)}</span>
              <span className="line-clamp-2 text-xs text-ink-muted">{t(`samples.${sample}.prompt`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
