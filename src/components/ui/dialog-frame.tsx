import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

const WIDTHS = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  xl: 'max-w-6xl',
} as const;

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  /** Already translated. */
  title: string;
  children: ReactNode;
  width?: keyof typeof WIDTHS;
}

/**
 * A modal dialog (Headless UI: focus trap, Escape and backdrop close, focus returns to the opener)
 * with a title bar and a close button; the body scrolls when taller than the screen.
 */
export function DialogFrame({ open, onClose, title, children, width = 'md' }: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-2 sm:items-center sm:p-4">
        <DialogPanel
          className={`flex max-h-[calc(100dvh-1rem)] w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface text-ink shadow-xl sm:max-h-[calc(100dvh-2rem)] ${WIDTHS[width]}`}
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
            <DialogTitle className="text-base font-semibold">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common.close')}
              className="rounded-lg p-1.5 text-ink-muted hover:bg-surface-sunken hover:text-ink"
            >
              <CloseIcon width={18} height={18} />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
