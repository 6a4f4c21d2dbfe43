import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';

type Props = {
  title: string;
  /** Visually hide the title (the frame shows its own heading). */
  hideTitle?: boolean;
  leaving: boolean;
  onClose: () => void;
  /** Panel sizing. */
  className: string;
  children: ReactNode;
};

/** The register and pricing popups' frame: fades in, fades out while closing, closes on backdrop, Escape or icon. */
export function PopupShell({ title, hideTitle = false, leaving, onClose, className, children }: Props) {
  const { t } = useTranslation();
  const fade = leaving ? 'opacity-0' : 'opacity-100 motion-safe:animate-fade-in';
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className={`fixed inset-0 bg-black/60 transition-opacity duration-300 ${fade}`} />
      <div className="fixed inset-0 flex items-center justify-center p-2 sm:p-6">
        <DialogPanel
          data-testid="plan-popup"
          className={`relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl transition-opacity duration-300 ${fade} ${className}`}
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-4 py-2">
            <DialogTitle className={hideTitle ? 'sr-only' : 'text-base font-semibold text-ink'}>
              {title}
            </DialogTitle>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('plans.popup.close')}
              className="ml-auto rounded-lg p-2 text-ink-muted hover:bg-surface-sunken hover:text-ink"
            >
              <CloseIcon width={18} height={18} />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
