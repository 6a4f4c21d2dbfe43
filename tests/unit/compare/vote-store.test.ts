// @vitest-environment jsdom
import { castVote, readVotes } from '@/features/compare/lib/vote-store';
import type { Vote } from '@/features/compare/lib/ranking';
import { clearUserData } from '@/lib/user-data';

const vote: Vote = { questionId: 'q1', at: 1, models: ['gpt-4o-mini', 'claude-sonnet-4'], outcome: 'A' };

describe('blind votes on this device', () => {
  afterEach(() => localStorage.clear());

  it("are the user's own, kept across reads, and gone after logout clears the user's data", () => {
    castVote('user-1', vote);
    expect(readVotes('user-1')).toEqual([vote]);
    expect(readVotes('user-2')).toEqual([]);
    // A second vote on the same question replaces the first.
    castVote('user-1', { ...vote, outcome: 'tie', at: 2 });
    expect(readVotes('user-1')).toEqual([{ ...vote, outcome: 'tie', at: 2 }]);
    clearUserData();
    expect(readVotes('user-1')).toEqual([]);
  });
});
