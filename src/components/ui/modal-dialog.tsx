import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The dialog's description (read out with the title). */
  description?: ReactNode;
  /** The close icon's accessible name (already translated). */
  closeLabel: string;
  /** An icon or picture above the title. */
  icon?: ReactNode;
  children?: ReactNode;
  /** `wide` for a picture and its details. */
  size?: 'md' | 'wide';
  /** See `DialogShellProps.onClosed`. */
  onClosed?: () => void;
}

/** A message-style modal: close in the corner, an optional icon, the title and a description. */
export function ModalDialog({ size = 'md', ...props }: ModalDialogProps) {
  return (
    <DialogShell
      {...props}
      layout="plain"
      animated
      panelClassName={`${size === 'wide' ? 'max-w-3xl' : 'max-w-md'} p-5 sm:p-6`}
    />
  );
}
