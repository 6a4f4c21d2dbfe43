import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { closePluginStore, isPluginStoreOpen, subscribePluginStore } from '../lib/store-visibility';

// The store (its grid, the key form and react-hook-form) loads the first time someone opens it.
const PluginStoreDialog = lazy(() =>
  import('./plugin-store-dialog').then((module) => ({ default: module.PluginStoreDialog })),
);

/** The one plugin store dialog of the app; `openPluginStore()` shows it. */
export function PluginStoreHost() {
  const open = useSyncExternalStore(subscribePluginStore, isPluginStoreOpen);
  // Once opened it stays mounted, so closing plays the dialog's own leave transition.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PluginStoreDialog open={open} onClose={closePluginStore} />
    </Suspense>
  );
}
