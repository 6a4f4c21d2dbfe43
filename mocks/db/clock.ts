/** A clock whose ISO timestamps strictly increase, so createdAt sorting keeps insertion order. */
export interface MonotonicClock {
  now(): number;
  iso(): string;
}

export function createMonotonicClock(source: () => number = Date.now): MonotonicClock {
  let last = 0;
  return {
    now: () => source(),
    iso() {
      const current = Math.max(source(), last + 1);
      last = current;
      return new Date(current).toISOString();
    },
  };
}
