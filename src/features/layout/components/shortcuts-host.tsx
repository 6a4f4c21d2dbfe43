import { useSyncExternalStore } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { isShortcutsOpen, setShortcutsOpen, subscribeShortcuts } from '../lib/shortcuts-dialog-state';

const ShortcutsDialog = lazyDialog(() =>
  import('./shortcuts-dialog').then((module) => module.ShortcutsDialog),
);

const close = () => setShortcutsOpen(false);

/** The one shortcuts dialog of the app (Ctrl+/ or the account menu open it). */
export function ShortcutsHost() {
  const open = useSyncExternalStore(subscribeShortcuts, isShortcutsOpen);
  return <ShortcutsDialog open={open} onClose={close} />;
}
