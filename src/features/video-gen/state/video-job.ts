import { atom, useRecoilState } from 'recoil';
import { readSession, writeSession } from '@/lib/session-storage';
import { PROGRESS_CEILING, PROGRESS_STEP, PROGRESS_TICK_MS, progressAfter } from '../lib/progress';
import type { VideoSettings } from '../lib/video-options';

/**
 * The user's running video generation (issue #27): it belongs to the user, not to the screen, so it
 * lives in Recoil (kept while the user is on other screens) and in sessionStorage (a reload restores
 * it). Its progress is read from the time it started, so nothing has to keep running for it. Per-user:
 * logout clears sessionStorage (lib/user-data.ts).
 */
export interface VideoJob {
  startedAt: number;
  model: string;
  settings: VideoSettings;
}

export const VIDEO_JOB_KEY = 'videoJob';

function isJob(value: unknown): value is VideoJob {
  const job = value as Partial<VideoJob> | null;
  return (
    typeof job?.startedAt === 'number' && typeof job.model === 'string' && typeof job.settings === 'object'
  );
}

const videoJobState = atom<VideoJob | null>({
  key: 'videoGen/job',
  default: null,
  effects: [
    ({ setSelf, onSet, trigger }) => {
      if (trigger === 'get') {
        const stored = readSession<unknown>(VIDEO_JOB_KEY, null);
        if (isJob(stored)) setSelf(stored);
      }
      onSet((job) => writeSession(VIDEO_JOB_KEY, job ?? undefined));
    },
  ],
});

/** The job's progress at `now`: 10 points every 2 s to 99, then 100 (spec section 4). */
export const jobProgress = (job: VideoJob, now: number) =>
  progressAfter(Math.floor(Math.max(0, now - job.startedAt) / PROGRESS_TICK_MS));

/** When the job reads 100. */
export const jobEnd = (job: VideoJob) =>
  job.startedAt + (Math.ceil(PROGRESS_CEILING / PROGRESS_STEP) + 1) * PROGRESS_TICK_MS;

export const useVideoJob = () => useRecoilState(videoJobState);
