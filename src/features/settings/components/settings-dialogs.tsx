import { useOpenSettingsDialogState } from '../state/open-dialog';
import { SettingsDialog } from './settings-dialog';
import { ThemesDialog } from './themes-dialog';

/** The settings and themes dialogs, opened through useOpenSettingsDialog(); rendered once by the shell. */
export function SettingsDialogs() {
  const [open, setOpen] = useOpenSettingsDialogState();
  const close = () => setOpen(null);
  return (
    <>
      <SettingsDialog open={open === 'settings'} onClose={close} />
      <ThemesDialog open={open === 'themes'} onClose={close} />
    </>
  );
}
