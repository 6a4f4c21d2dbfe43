import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DialogShellProps } from './dialog-shell';
import { CloseIcon } from './icons';

const BACKDROP_MOTION = 'transition-opacity duration-200 ease-out data-[closed]:opacity-0';
const PANEL_MOTION = 'transition duration-200 ease-out data-[closed]:translate-y-2 data-[closed]:opacity-0';

/**
 * Every modal of the app (Headless UI Dialog): focus is trapped inside, Escape and the backdrop close
 * it, focus returns to where it was (`onClosed` runs after that).
 */
export function DialogShellPanel({
  open = true,
  onClose,
  title,
  hideTitle = false,
  closeLabel,
  layout,
  panelClassName,
  bodyClassName,
  description,
  icon,
  fadeClassName = '',
  animated = false,
  centred = false,
  panelTestId,
  onClosed,
  children,
}: DialogShellProps) {
  const close = (
    <button
      type="button"
      onClick={onClose}
      aria-label={closeLabel}
      className={`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink ${
        layout === 'plain' ? 'absolute right-3 top-3' : 'ml-auto'
      }`}
    >
      <CloseIcon width={18} height={18} />
    </button>
  );
  const titleClass = hideTitle
    ? 'sr-only'
    : layout === 'plain'
      ? 'pr-8 text-lg font-semibold leading-snug'
      : 'text-base font-semibold';
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      {onClosed ? <AfterFocusReturn run={onClosed} /> : null}
      <DialogBackdrop
        transition={animated}
        className={`fixed inset-0 bg-black/50 ${animated ? BACKDROP_MOTION : ''} ${fadeClassName}`}
      />
      <div
        className={`fixed inset-0 flex justify-center overflow-y-auto p-2 sm:items-center sm:p-6 ${
          centred ? 'items-center' : 'items-end'
        }`}
      >
        <DialogPanel
          transition={animated}
          data-testid={panelTestId}
          className={`relative w-full rounded-2xl border border-line bg-surface text-ink shadow-xl ${animated ? PANEL_MOTION : ''} ${fadeClassName} ${panelClassName}`}
        >
          {layout === 'bar' ? (
            <>
              <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2 sm:px-5">
                <DialogTitle className={titleClass}>{title}</DialogTitle>
                {close}
              </div>
              {bodyClassName ? <div className={bodyClassName}>{children}</div> : children}
            </>
          ) : (
            <>
              {close}
              {icon ? <div className="mb-3">{icon}</div> : null}
              <DialogTitle className={titleClass}>{title}</DialogTitle>
              {description ? (
                <Description className="mt-2 text-sm leading-relaxed text-ink-muted">
                  {description}
                </Description>
              ) : null}
              {children}
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * Runs `run` once the dialog has unmounted and Headless UI has given the focus back to the opener. Its
 * focus trap does that in a microtask queued as the trap unmounts; React unmounts the trap before this
 * child, so the microtask queued here comes after it.
 */
function AfterFocusReturn({ run }: { run: () => void }) {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  useEffect(() => () => queueMicrotask(() => latest.current()), []);
  return null;
}
