import type { RunningSubmission } from './run-submission';

/**
 * The replies being written, by chat key: a stream belongs to its conversation, not to the view that
 * started it, so leaving a chat leaves its stream running, and coming back finds it to stop.
 */
const running = new Map<string, RunningSubmission>();
/** Chats whose send is waiting for the send engine's code: a second Enter must not send twice. */
const starting = new Set<string>();

export function trackRun(key: string, run: RunningSubmission): void {
  running.set(key, run);
  void run.done.finally(() => {
    if (running.get(key) === run) running.delete(key);
  });
}

export const runningFor = (key: string): RunningSubmission | undefined => running.get(key);

export function markStarting(key: string, on: boolean): void {
  if (on) starting.add(key);
  else starting.delete(key);
}

export const isStarting = (key: string): boolean => starting.has(key);

/** Logging out, or a session that ended: every stream closes (the server keeps what it wrote). */
export function endAllRuns(): void {
  for (const run of running.values()) run.end();
  running.clear();
  starting.clear();
}
