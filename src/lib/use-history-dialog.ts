import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface HistoryDialog {
  /** What the open dialog shows (an id), or null when it is closed. */
  value: string | null;
  open: (value: string) => void;
  /** Closes it by going back over its history entry; a second call before that lands does nothing. */
  close: () => void;
  /** Closes it in place (its entry is replaced by the page without it): where the id is gone. */
  forget: () => void;
  /** Opens another page in place of the dialog's entry, so Back from there returns to the page. */
  leaveTo: (to: string, state?: unknown) => void;
}

/**
 * A dialog that the browser's Back closes, as on a phone people expect (issue #27). Opening it adds a
 * history entry for the same address with `key` in the router state; Back pops that entry and the
 * dialog closes because the state no longer names it. Closing it any other way (Close, Escape, the
 * backdrop) goes back over the entry, so the history is as it was and Back afterwards leaves the page
 * as before. A reload keeps the entry, and so the dialog.
 */
export function useHistoryDialog(key: string): HistoryDialog {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash, key: entry } = location;
  const state = location.state as Record<string, unknown> | null;
  const raw = state?.[key];
  const value = typeof raw === 'string' ? raw : null;
  const leftEntry = useRef<string | null>(null);

  const open = useCallback(
    (next: string) =>
      navigate(
        { pathname, search, hash },
        { state: { ...(state ?? {}), [key]: next }, replace: value !== null },
      ),
    [navigate, pathname, search, hash, state, key, value],
  );
  const close = useCallback(() => {
    if (value === null || leftEntry.current === entry) return;
    leftEntry.current = entry;
    navigate(-1);
  }, [navigate, value, entry]);
  const forget = useCallback(() => {
    if (value === null) return;
    const { [key]: _dropped, ...rest } = state ?? {};
    navigate({ pathname, search, hash }, { state: rest, replace: true });
  }, [navigate, pathname, search, hash, state, key, value]);
  const leaveTo = useCallback(
    (to: string, nextState?: unknown) => {
      leftEntry.current = entry;
      navigate(to, { state: nextState, replace: value !== null });
    },
    [navigate, value, entry],
  );
  return { value, open, close, forget, leaveTo };
}
