import { useSyncExternalStore } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { closePluginStore, isPluginStoreOpen, subscribePluginStore } from '../lib/store-visibility';

// The store (its grid, the key form and react-hook-form) loads the first time someone opens it.
const PluginStoreDialog = lazyDialog(() =>
  import('./plugin-store-dialog').then((module) => module.PluginStoreDialog),
);

/** The one plugin store dialog of the app; `openPluginStore()` shows it. */
export function PluginStoreHost() {
  const open = useSyncExternalStore(subscribePluginStore, isPluginStoreOpen);
  return <PluginStoreDialog open={open} onClose={closePluginStore} />;
}
