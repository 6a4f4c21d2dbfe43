import { useTranslation } from '@/lib/i18n';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatPercent } from '@/lib/i18n';
import { progressMessage } from '../lib/progress';

/** The simulated generation's progress bar and its stage message, announced politely. */
export function GenerationProgress({ value }: { value: number }) {
  const { t, i18n } = useTranslation('videogen');
  const percent = formatPercent(value / 100, i18n.language);
  const message = progressMessage(value);
  const label = message === 'ready' ? t('ready') : t(`progress.${message}`);
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-ink" aria-live="polite">
          {label}
        </span>
        <span className="tabular-nums text-ink-muted">{percent}</span>
      </div>
      <div className="mt-2">
        <ProgressBar label={t('progress_label')} value={value} valueText={`${percent} – ${label}`} />
      </div>
    </div>
  );
}
