import { useTranslation } from 'react-i18next';
import { progressMessage } from '../lib/progress';

/** The simulated generation's progress bar and its stage message, announced politely. */
export function GenerationProgress({ value }: { value: number }) {
  const { t } = useTranslation('videogen');
  const message = progressMessage(value);
  const label = message === 'ready' ? t('ready') : t(`progress.${message}`);
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-ink" aria-live="polite">
          {label}
        </span>
        <span className="tabular-nums text-ink-muted">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}% – ${label}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500"
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
