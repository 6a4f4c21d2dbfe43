import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** Already translated. */
  title: string;
  /** Accessible name of the close button, already translated. */
  closeLabel: string;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  widthClass?: string;
}

/** A centred modal (Headless UI Dialog): focus trapped, Escape and the backdrop close it. */
export function ModalDialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  widthClass = 'max-w-lg',
}: ModalDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-black/50 animate-fade-in" />
      <div className="flex min-h-full items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          className={`relative w-full ${widthClass} rounded-t-2xl border border-line bg-surface text-ink shadow-xl animate-fade-in sm:rounded-2xl`}
        >
          <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="rounded-lg p-1.5 text-ink-muted hover:bg-surface-sunken hover:text-ink"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="px-5 py-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
