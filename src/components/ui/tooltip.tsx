import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec section 9: tooltips appear after 300 ms. */
export const TOOLTIP_DELAY_MS = 300;

export interface TooltipProps {
  /** Already translated text. Give the trigger the same text as its accessible name (or describe it). */
  label: string;
  children: ReactNode;
  delayMs?: number;
  placement?: 'top' | 'bottom';
}

const PLACEMENTS = {
  top: 'bottom-full mb-2',
  bottom: 'top-full mt-2',
} as const;

/** A small text bubble shown on hover or keyboard focus after a delay; Escape hides it (WCAG 1.4.13). */
export function Tooltip({ label, children, delayMs = TOOLTIP_DELAY_MS, placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancel();
    timer.current = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = () => {
    cancel();
    setOpen(false);
  };

  useEffect(() => () => cancel(), []);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {open ? (
        <span
          role="tooltip"
          className={`pointer-events-none absolute left-1/2 z-40 -translate-x-1/2 whitespace-nowrap rounded-md bg-ink px-2 py-1 text-xs font-medium text-ink-inverse shadow-md motion-safe:animate-fade-in ${PLACEMENTS[placement]}`}
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
