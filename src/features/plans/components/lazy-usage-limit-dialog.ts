import { lazyDialog } from '@/components/ui/lazy-dialog';
import type { UsageLimitDialogProps } from './usage-limit-dialog';

/** The usage-limit modal, loaded when a limit first shows one. */
export const UsageLimitDialog = lazyDialog<UsageLimitDialogProps>(
  () => import('./usage-limit-dialog').then((module) => module.UsageLimitDialog),
  (props) => props.modal !== null,
);
