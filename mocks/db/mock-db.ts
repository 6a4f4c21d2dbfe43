import { createMonotonicClock, type MonotonicClock } from './clock';
import { memoryPersistence, type PersistenceAdapter } from './persistence';
import { seed } from './seed';
import { type MockState } from './types';

/** The mock database: plain state, a persistence adapter and a reset hook for running streams. */
export interface MockDb {
  /** The current state; replaced (not mutated) by reset() and replaceState(). */
  readonly state: MockState;
  /** Increases on every reset, so late timers can tell that their state is gone. */
  readonly epoch: number;
  readonly clock: MonotonicClock;
  /** Persists the current state through the adapter. Call after every change. */
  save(): void;
  /** Restores the seed, persists it and notifies reset listeners (running streams stop). */
  reset(): void;
  /** Swaps the persistence adapter and loads its state (or seeds and saves when it holds none). */
  usePersistence(adapter: PersistenceAdapter): void;
  /** Replaces the state, e.g. with a copy another browser tab wrote. */
  replaceState(state: MockState): void;
  onReset(listener: () => void): () => void;
}

export interface MockDbOptions {
  persistence?: PersistenceAdapter;
  now?: () => number;
}

export function createMockDb(options: MockDbOptions = {}): MockDb {
  const clock = createMonotonicClock(options.now);
  let adapter = options.persistence ?? memoryPersistence();
  let state: MockState = adapter.load() ?? seed(clock.now());
  let epoch = 0;
  const listeners = new Set<() => void>();

  const db: MockDb = {
    get state() {
      return state;
    },
    get epoch() {
      return epoch;
    },
    clock,
    save() {
      adapter.save(state);
    },
    reset() {
      epoch += 1;
      state = seed(clock.now());
      listeners.forEach((listener) => listener());
      adapter.save(state);
    },
    usePersistence(next) {
      adapter = next;
      const loaded = adapter.load();
      state = loaded ?? seed(clock.now());
      if (!loaded) adapter.save(state);
    },
    replaceState(next) {
      state = next;
    },
    onReset(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  if (options.persistence) db.save();
  return db;
}
