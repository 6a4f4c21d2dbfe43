import { useCallback, useEffect, useRef, useState } from 'react';

/** The register popup fades out for 360 ms before it closes (spec section 9). */
export const POPUP_CLOSE_DELAY_MS = 360;

/** A close that first fades out: `leaving` turns on at once, `onClosed` runs after the delay. */
export function useDelayedClose(onClosed: () => void, delayMs: number = POPUP_CLOSE_DELAY_MS) {
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onClosed);
  useEffect(() => {
    latest.current = onClosed;
  }, [onClosed]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const requestClose = useCallback(() => {
    if (timer.current) return;
    setLeaving(true);
    timer.current = setTimeout(() => latest.current(), delayMs);
  }, [delayMs]);
  return { leaving, requestClose };
}
