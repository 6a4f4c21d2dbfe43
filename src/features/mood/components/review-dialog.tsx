import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { reviewUrl } from '../lib/mood-rules';

/** The trust-review widget after a rating of 4 or 5: a link to write a public review. */
export function ReviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { startSiteUrl, brandName } = useRuntimeConfig();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('mood.review_title')}
      description={t('mood.review_body', { brand: brandName })}
      closeLabel={t('mood.close')}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('mood.review_later')}
        </Button>
        <a
          href={reviewUrl(startSiteUrl)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          className="inline-flex items-center justify-center rounded-lg bg-accent px-4 py-2.5 text-sm font-medium text-accent-ink hover:bg-accent-strong"
        >
          {t('mood.review_action')}
        </a>
      </div>
    </ModalDialog>
  );
}
