import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { TokenDialogProps } from './token-dialog';

/** The token dialog, loaded when it first opens. */
export const TokenDialog = lazyDialog<TokenDialogProps>(() =>
  import('./token-dialog').then((module) => module.TokenDialog),
);
