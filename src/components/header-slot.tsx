import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The place in the header where a page puts its own controls (the chat's Export). undefined: no shell
 * around the page; null: the shell's header is hidden or not mounted yet.
 */
export const HeaderSlotContext = createContext<HTMLElement | null | undefined>(undefined);

/**
 * Renders its children in the header, so they add no bar of their own above the page (issue #15);
 * `fallback` shows in the page when there is no header to hold them.
 */
export function HeaderActions({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const slot = useContext(HeaderSlotContext);
  return slot ? createPortal(children, slot) : fallback;
}
