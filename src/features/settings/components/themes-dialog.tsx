import { useTranslation } from '@/lib/i18n';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { ThemeOptions } from './theme-options';

export interface ThemesDialogProps {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
}

/** Themes: Sync to System, Light, Dark (the same control as in the settings' general tab). */
export function ThemesDialog({ open, onClose, onClosed }: ThemesDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} onClosed={onClosed} title={t('settings.themes')} width="sm">
      <ThemeOptions />
    </DialogFrame>
  );
}
