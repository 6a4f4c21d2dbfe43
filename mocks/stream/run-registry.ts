/**
 * Running generations, so /abort can find and stop them. As on the real server, each endpoint's route
 * module keeps its own entries keyed by the abort key (the conversationId): answers on two endpoints can
 * each be stopped, while a second answer on the same endpoint in the same conversation replaces the
 * first one's entry (that first answer can no longer be aborted; it finishes on its own).
 */
export interface RegisteredRun {
  readonly abortKey: string;
  readonly endpoint: string;
  readonly ownerId: string;
  /** Ends the run without saving anything (used when the database is reset). */
  stop(): void;
}

export interface RunRegistry<T extends RegisteredRun> {
  register(run: T): void;
  remove(run: T): void;
  /** By endpoint and abort key; falls back to the endpoint's newest run of an owner (the client may send its user id). */
  find(endpoint: string, key: string): T | undefined;
  stopAll(): void;
}

export function createRunRegistry<T extends RegisteredRun>(): RunRegistry<T> {
  const runs = new Map<string, T>();
  const entryKey = (endpoint: string, key: string) => `${endpoint}\u0000${key}`;
  return {
    register(run) {
      // A run already going in the same conversation on the same endpoint keeps going; only the newest
      // can be aborted there.
      runs.set(entryKey(run.endpoint, run.abortKey), run);
    },
    remove(run) {
      const key = entryKey(run.endpoint, run.abortKey);
      if (runs.get(key) === run) runs.delete(key);
    },
    find(endpoint, key) {
      const direct = runs.get(entryKey(endpoint, key));
      if (direct) return direct;
      return [...runs.values()].reverse().find((run) => run.endpoint === endpoint && run.ownerId === key);
    },
    stopAll() {
      const all = [...runs.values()];
      runs.clear();
      all.forEach((run) => run.stop());
    },
  };
}
