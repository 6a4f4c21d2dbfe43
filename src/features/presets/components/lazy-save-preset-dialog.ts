import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { SavePresetDialogProps } from './save-preset-dialog';

/** The save-preset dialog, loaded when it first opens. */
export const SavePresetDialog = lazyDialog<SavePresetDialogProps>(() =>
  import('./save-preset-dialog').then((module) => module.SavePresetDialog),
);
