import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

type Go = (to: string, options?: NavigateOptions) => Promise<void>;

/**
 * `navigate` that keeps its identity across pages (the auth context does not change with every
 * navigation) and resolves once the next page is on screen: the router renders a navigation as a
 * transition, so the old page stays until the new one's code is in.
 */
export function useSettledNavigate(): Go {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const latest = useRef({ navigate, pathname });
  const waiting = useRef<Array<() => void>>([]);
  useEffect(() => {
    latest.current = { navigate, pathname };
  });
  useEffect(() => {
    const settled = waiting.current;
    waiting.current = [];
    for (const resolve of settled) resolve();
  }, [pathname]);
  return useCallback<Go>(
    (to, options) =>
      new Promise<void>((resolve) => {
        const { navigate: go, pathname: here } = latest.current;
        if (new URL(to, window.location.origin).pathname === here) resolve();
        else waiting.current.push(resolve);
        void go(to, options);
      }),
    [],
  );
}
