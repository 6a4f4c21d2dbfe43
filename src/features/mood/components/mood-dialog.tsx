import { useTranslation } from '@/lib/i18n';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { RATINGS, type Rating } from '../lib/mood-rules';

/** Rate the experience from 1 to 5; a click sends the rating. */
export function MoodDialog({
  open,
  pending,
  onRate,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  onRate: (rating: Rating) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('mood.title')}
      description={t('mood.body')}
      closeLabel={t('mood.close')}
    >
      <div role="group" aria-label={t('mood.scale_label')} className="mt-5 grid grid-cols-5 gap-2">
        {RATINGS.map((rating) => (
          <button
            key={rating}
            type="button"
            disabled={pending}
            onClick={() => onRate(rating)}
            aria-label={t('mood.rate', { rating, max: RATINGS.length })}
            className="flex h-12 items-center justify-center rounded-xl border border-line bg-surface-raised text-lg font-semibold text-ink transition-colors hover:border-accent hover:bg-accent hover:text-accent-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-50"
          >
            {rating}
          </button>
        ))}
      </div>
      <div className="mt-2 flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{t('mood.scale_low')}</span>
        <span>{t('mood.scale_high')}</span>
      </div>
    </ModalDialog>
  );
}
