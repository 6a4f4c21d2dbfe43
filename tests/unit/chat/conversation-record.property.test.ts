import fc from 'fast-check';
import { actions } from './conversation-record.model';
import { ORDERS, run, seen } from './conversation-record.check';

/**
 * The record's events against the reference model (conversation-record.model.ts), checked after every
 * event by conversation-record.check.ts. Fixed seeds, so `npm test` runs the same cases every time;
 * PROPERTY_SEED=<n> runs others. A failure prints the events applied.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 41);

describe('the conversation record against a reference model', () => {
  it('follows one stream at a time through every order the server can produce (1,000 runs)', () => {
    seen.clear();
    fc.assert(
      fc.property(actions(30), (steps) => run(steps, { maxLive: 1, syncOrphanedPartial: false })),
      { seed: SEED, numRuns: 1000 },
    );
    // The runs went through every order the model knows, each many times.
    for (const order of ORDERS) {
      expect(seen.get(order) ?? 0, order).toBeGreaterThanOrEqual(20);
    }
  });

  it('keeps two streams in one conversation apart (300 runs)', () => {
    seen.clear();
    fc.assert(
      fc.property(actions(30), (steps) =>
        run(steps, { maxLive: 2, syncBesideOlderStream: false, syncOrphanedPartial: false }),
      ),
      { seed: SEED + 1, numRuns: 300 },
    );
    expect(seen.get('two streams') ?? 0).toBeGreaterThanOrEqual(50);
  });
});
