import type { StreamEnd } from '@/lib/sse/chat-stream';
import type { RunningSubmission } from './run-submission';

/**
 * The replies being written, by chat key: a stream belongs to its conversation, not to the view that
 * started it, so leaving a chat leaves its stream running, and coming back finds it to stop. A
 * comparison runs several at once in one chat (issue #44), each under its reply's tag.
 */
interface Tracked {
  run: RunningSubmission;
  /** The comparison's tag of the reply ('' for a plain send). */
  tag: string;
}

const running = new Map<string, Tracked[]>();
/** Chats whose send is waiting for the send engine's code: a second Enter must not send twice. */
const starting = new Set<string>();

export function trackRun(key: string, run: RunningSubmission, tag = ''): void {
  running.set(key, [...(running.get(key) ?? []), { run, tag }]);
  void run.done.finally(() => {
    const rest = (running.get(key) ?? []).filter((tracked) => tracked.run !== run);
    if (rest.length) running.set(key, rest);
    else running.delete(key);
  });
}

/** The chat's streams as one: Stop stops each of them (each by its own rule). */
export function runningFor(key: string): RunningSubmission | undefined {
  const runs = (running.get(key) ?? []).map((tracked) => tracked.run);
  if (runs.length <= 1) return runs[0];
  return {
    done: Promise.all(runs.map((run) => run.done)).then(([first]) => first as StreamEnd),
    stop: async () => {
      await Promise.all(runs.map((run) => run.stop()));
    },
    end: () => runs.forEach((run) => run.end()),
  };
}

/** One reply's stream in a chat, by its tag (the newest, should an older one with the tag still run). */
export const runOfTag = (key: string, tag: string): RunningSubmission | undefined =>
  running
    .get(key)
    ?.filter((tracked) => tracked.tag === tag)
    .at(-1)?.run;

export function markStarting(key: string, on: boolean): void {
  if (on) starting.add(key);
  else starting.delete(key);
}

export const isStarting = (key: string): boolean => starting.has(key);

/** Logging out, or a session that ended: every stream closes (the server keeps what it wrote). */
export function endAllRuns(): void {
  for (const runs of running.values()) for (const { run } of runs) run.end();
  running.clear();
  starting.clear();
}
