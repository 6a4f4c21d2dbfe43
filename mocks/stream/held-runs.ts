import { type MockDb } from '../db/mock-db';

/**
 * Streams held back by `[[hold-created]]` and `[[hold]]` (tests that need a reply to wait for them, without
 * racing a clock): each waits here until `POST /__mock/release-held` (or `releaseHeld`) lets it go, or the
 * database is reset.
 */
const heldByDb = new WeakMap<MockDb, Set<() => void>>();

function heldOf(db: MockDb): Set<() => void> {
  let held = heldByDb.get(db);
  if (!held) {
    const created = new Set<() => void>();
    heldByDb.set(db, created);
    db.onReset(() => releaseHeld(db));
    held = created;
  }
  return held;
}

/** Resolves when the held streams of this database are released. */
export function waitUntilReleased(db: MockDb): Promise<void> {
  return new Promise<void>((resolve) => {
    const held = heldOf(db);
    const release = () => {
      held.delete(release);
      resolve();
    };
    held.add(release);
  });
}

/** How many streams are waiting now. */
export function heldCount(db: MockDb): number {
  return heldByDb.get(db)?.size ?? 0;
}

/** Lets every held stream of this database go on; returns how many there were. */
export function releaseHeld(db: MockDb): number {
  const held = [...(heldByDb.get(db) ?? [])];
  held.forEach((release) => release());
  return held.length;
}
