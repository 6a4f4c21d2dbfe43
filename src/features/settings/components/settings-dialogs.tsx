import { lazyDialog } from '@/components/ui/lazy-dialog';
import { loadNamespaces } from '@/lib/i18n';
import { focusIfLost } from '@/lib/focus-if-lost';
import { openerOrNearest } from '@/lib/focus-return';
import { dialogOpener, useOpenSettingsDialogState } from '../state/open-dialog';

const SettingsDialog = lazyDialog(() => import('./settings-dialog').then((module) => module.SettingsDialog));
const ThemesDialog = lazyDialog(() => import('./themes-dialog').then((module) => module.ThemesDialog));
// The shortcuts dialog's strings are the help page's (the `help` namespace).
const ShortcutsDialog = lazyDialog(() =>
  Promise.all([import('./shortcuts-dialog'), loadNamespaces('help')]).then(
    ([module]) => module.ShortcutsDialog,
  ),
);

/** The settings and themes dialogs, opened through useOpenSettingsDialog(); rendered once by the shell. */
export function SettingsDialogs() {
  const [open, setOpen] = useOpenSettingsDialogState();
  const close = () => setOpen(null);
  const closed = () => focusIfLost(() => openerOrNearest(dialogOpener()));
  return (
    <>
      <SettingsDialog open={open === 'settings'} onClose={close} onClosed={closed} />
      <ThemesDialog open={open === 'themes'} onClose={close} onClosed={closed} />
      <ShortcutsDialog open={open === 'shortcuts'} onClose={close} onClosed={closed} />
    </>
  );
}
