import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The place in the header where a page puts its own controls (the chat's Export): null while the
 * shell's header is hidden or not mounted yet. Held outside React state, so the header mounting renders
 * only the controls that go there, not the whole shell again (a synchronous render as the first page
 * mounted, issue #30).
 */
export interface HeaderSlot {
  /** The header's ref callback. */
  set: (element: HTMLElement | null) => void;
  get: () => HTMLElement | null;
  subscribe: (listener: () => void) => () => void;
}

export function createHeaderSlot(): HeaderSlot {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    set: (next) => {
      if (next === element) return;
      element = next;
      for (const listener of listeners) listener();
    },
    get: () => element,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** undefined: no shell around the page. */
export const HeaderSlotContext = createContext<HeaderSlot | undefined>(undefined);

const NO_SHELL: HeaderSlot = createHeaderSlot();

/**
 * Renders its children in the header, so they add no bar of their own above the page (issue #15);
 * `fallback` shows in the page when there is no header to hold them.
 */
export function HeaderActions({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const slot = useContext(HeaderSlotContext) ?? NO_SHELL;
  const element = useSyncExternalStore(slot.subscribe, slot.get);
  return element ? createPortal(children, element) : fallback;
}
