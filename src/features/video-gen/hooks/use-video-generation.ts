import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { usageKeys } from '@/lib/query-keys';
import { announceJobEnd } from '../lib/announce-job';
import { PROGRESS_TICK_MS } from '../lib/progress';
import type { VideoGenerationRequest } from '../lib/video-options';
import { jobEnd, jobProgress, useVideoJob } from '../state/video-job';

/**
 * The user's generation: its progress (null before the first), read from the job's start time, so it
 * goes on while the screen is closed and comes back with it (or after a reload); its end is announced
 * on whatever screen the user is.
 */
export function useVideoGeneration() {
  const [job, setJob] = useVideoJob();
  const [now, setNow] = useState(() => Date.now());
  const progress = job ? jobProgress(job, now) : null;
  const queryClient = useQueryClient();
  const done = progress !== null && progress >= 100;

  // At its end the month's figures are read again, so what the overlay shows is the server's word.
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: usageKeys.generator('video') });
  }, [done, queryClient]);

  useEffect(() => {
    if (!job || progress === null || progress >= 100) return;
    announceJobEnd(job.startedAt, jobEnd(job));
    const elapsed = Date.now() - job.startedAt;
    const next = (Math.floor(elapsed / PROGRESS_TICK_MS) + 1) * PROGRESS_TICK_MS - elapsed;
    const timer = window.setTimeout(() => setNow(Date.now()), next);
    return () => window.clearTimeout(timer);
  }, [job, progress, now]);

  const start = useCallback(
    (request: VideoGenerationRequest) => {
      if (job) return;
      const startedAt = Date.now();
      const { model, prompt, negativePrompt, aspectRatio, cfgScale } = request;
      setNow(startedAt);
      setJob({ startedAt, model, settings: { prompt, negativePrompt, aspectRatio, cfgScale } });
    },
    [job, setJob],
  );
  // A finished job is put away when the user goes back to the collection from its overlay.
  const clear = useCallback(() => setJob(null), [setJob]);
  return { progress, job, start, clear };
}
