import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { useLatest } from './use-latest';

export type StableNavigate = (to: string, options?: NavigateOptions) => void;

/**
 * react-router's navigate as one function for the component's life. Outside a data router,
 * `useNavigate` returns a new function on every change of address, so a memoised row handed it would be
 * drawn again each time (issue #30: a new chat's address change drew every history row).
 */
export function useStableNavigate(): StableNavigate {
  const navigate = useLatest(useNavigate());
  return useCallback((to, options) => void navigate.current(to, options), [navigate]);
}

/** A click a link should leave to the browser: another button, a modifier (new tab or window), or handled. */
export function isBrowserClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}
