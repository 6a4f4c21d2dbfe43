/** Running generations by abort key (the conversationId), so /abort can find and stop them. */
export interface RegisteredRun {
  readonly abortKey: string;
  readonly ownerId: string;
  /** Ends the run without saving anything (used when the database is reset). */
  stop(): void;
}

export interface RunRegistry<T extends RegisteredRun> {
  register(run: T): void;
  remove(run: T): void;
  /** By abort key; falls back to the newest run of an owner, since the client may send its user id. */
  find(key: string): T | undefined;
  stopAll(): void;
}

export function createRunRegistry<T extends RegisteredRun>(): RunRegistry<T> {
  const runs = new Map<string, T>();
  return {
    register(run) {
      // A run already going in the same conversation keeps going; only the newest can be aborted.
      runs.set(run.abortKey, run);
    },
    remove(run) {
      if (runs.get(run.abortKey) === run) runs.delete(run.abortKey);
    },
    find(key) {
      const direct = runs.get(key);
      if (direct) return direct;
      return [...runs.values()].reverse().find((run) => run.ownerId === key);
    },
    stopAll() {
      const all = [...runs.values()];
      runs.clear();
      all.forEach((run) => run.stop());
    },
  };
}
