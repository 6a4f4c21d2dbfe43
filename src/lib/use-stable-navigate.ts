import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

export type StableNavigate = (to: string, options?: NavigateOptions) => void;

/**
 * react-router's navigate as one function for the component's life. Outside a data router,
 * `useNavigate` returns a new function on every change of address, so a memoised row handed it would be
 * drawn again each time (issue #30: a new chat's address change drew every history row).
 */
export function useStableNavigate(): StableNavigate {
  // useLatest's pattern, not useLatest: shared with the chat's chunk, it would add a chunk's imports to
  // every first page (page-budget).
  const latest = useNavigate();
  const navigate = useRef(latest);
  useLayoutEffect(() => {
    navigate.current = latest;
  });
  return useCallback((to, options) => void navigate.current(to, options), []);
}
