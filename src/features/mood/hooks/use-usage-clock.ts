import { useEffect, useState } from 'react';
import { useUsageDurationQuery } from '../api/get-usage-duration';
import { useSetUsageDurationMutation } from '../api/set-usage-duration';
import { USAGE_SYNC_SECONDS } from '../lib/mood-rules';

/**
 * Seconds of use, counted while the page is visible, on top of what /e/get-usage-duration saved. The
 * total is saved (/e/set-usage-duration) every USAGE_SYNC_SECONDS, when the page is hidden and when
 * the user leaves. `reached` turns true once the total gets to the threshold.
 */
export function useUsageClock(email: string | null, thresholdSeconds: number): { reached: boolean } {
  const saved = useUsageDurationQuery(email);
  const { mutate: saveTotal } = useSetUsageDurationMutation();
  const [ticked, setTicked] = useState(false);
  const start = saved.data;

  useEffect(() => {
    if (!email || start === undefined) return;
    let seconds = start;
    let savedSeconds = start;
    const save = () => {
      if (seconds === savedSeconds) return;
      savedSeconds = seconds;
      saveTotal({ email, seconds });
    };
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      seconds += 1;
      if (seconds >= thresholdSeconds) setTicked(true);
      if (seconds - savedSeconds >= USAGE_SYNC_SECONDS) save();
    }, 1000);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      save();
    };
  }, [email, start, thresholdSeconds, saveTotal]);

  return { reached: ticked || (start !== undefined && start >= thresholdSeconds) };
}
