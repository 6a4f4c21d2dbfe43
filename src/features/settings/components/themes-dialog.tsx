import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ThemeOptions } from './theme-options';

export interface ThemesDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Themes: Sync to System, Light, Dark (the same control as in the settings' general tab). */
export function ThemesDialog({ open, onClose }: ThemesDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('settings.themes')}
      closeLabel={t('settings.close')}
      widthClass="max-w-sm"
    >
      <ThemeOptions />
    </ModalDialog>
  );
}
