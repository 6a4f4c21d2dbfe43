import { lazyDialog } from '@/components/ui/lazy-dialog';
import { usePluginStoreOpen } from '../state/plugin-store-open';

// The store (its grid, the key form and react-hook-form) loads the first time someone opens it.
const PluginStoreDialog = lazyDialog(() =>
  import('./plugin-store-dialog').then((module) => module.PluginStoreDialog),
);

/** The one plugin store dialog of the app; `useOpenPluginStore()` shows it. */
export function PluginStoreHost() {
  const [open, setOpen] = usePluginStoreOpen();
  return <PluginStoreDialog open={open} onClose={() => setOpen(false)} />;
}
