import { useSyncExternalStore } from 'react';
import { closePluginStore, isPluginStoreOpen, subscribePluginStore } from '../lib/store-visibility';
import { PluginStoreDialog } from './plugin-store-dialog';

/** The one plugin store dialog of the app; `openPluginStore()` shows it. */
export function PluginStoreHost() {
  const open = useSyncExternalStore(subscribePluginStore, isPluginStoreOpen);
  return <PluginStoreDialog open={open} onClose={closePluginStore} />;
}
