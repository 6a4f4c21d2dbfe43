import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

/** 'Clear all' asks first: every image of the collection goes, and cannot come back. */
export function ClearImagesDialog({
  open,
  count,
  clearing,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  clearing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('imagegen');
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      title={t('clear_title')}
      description={t('clear_body', { count })}
      closeLabel={t('close')}
    >
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="danger" disabled={clearing} onClick={onConfirm}>
          {t('clear_confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
