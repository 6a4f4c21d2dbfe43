import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

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
}

/**
 * A centred modal (Headless UI Dialog): focus is trapped inside, Escape and the backdrop close it,
 * focus returns to where it was. On phones it sits at the bottom, within thumb reach.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  icon,
  children,
  size = 'md',
}: ModalDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-black/50 transition-opacity duration-200 ease-out data-[closed]:opacity-0"
      />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-3 sm:items-center sm:p-6">
        <DialogPanel
          transition
          className={`relative w-full ${size === 'wide' ? 'max-w-3xl' : 'max-w-md'} rounded-2xl border border-line bg-surface p-5 text-ink shadow-xl transition duration-200 ease-out data-[closed]:translate-y-2 data-[closed]:opacity-0 sm:p-6`}
        >
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="absolute right-3 top-3 inline-flex h-8 w-8 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink"
          >
            <CloseIcon width={18} height={18} />
          </button>
          {icon ? <div className="mb-3">{icon}</div> : null}
          <DialogTitle className="pr-8 text-lg font-semibold leading-snug">{title}</DialogTitle>
          {description ? (
            <Description className="mt-2 text-sm leading-relaxed text-ink-muted">{description}</Description>
          ) : null}
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
