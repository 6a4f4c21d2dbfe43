import {
  answerLabel,
  blindOrder,
  gamesOf,
  ranking,
  rankingCsv,
  type Vote,
} from '@/features/compare/lib/ranking';
import { planAnswers } from '@/features/compare/lib/plan';

const vote = (models: string[], outcome: Vote['outcome'], at = 1): Vote => ({
  questionId: `q${at}`,
  at,
  models,
  outcome,
});

describe('blind votes as pairwise games', () => {
  it('the best of three beats each other answer; the other two draw', () => {
    expect(gamesOf(vote(['a', 'b', 'c'], 'B'))).toEqual([
      ['a', 'b', 0],
      ['a', 'c', 0.5],
      ['b', 'c', 1],
    ]);
  });

  it('a tie and all bad are draws', () => {
    expect(gamesOf(vote(['a', 'b'], 'tie'))).toEqual([['a', 'b', 0.5]]);
    expect(gamesOf(vote(['a', 'b'], 'bad'))).toEqual([['a', 'b', 0.5]]);
  });
});

describe('ranking', () => {
  it('counts wins, losses and ties, and rates by Elo from 1000 with K = 32 in the order cast', () => {
    // a beats b (1000 vs 1000: +16 / -16), then b beats a (984 vs 1016: b expects 0.454, +17.5).
    const rows = ranking([vote(['b', 'a'], 'A', 2), vote(['a', 'b'], 'A', 1)]);
    expect(rows).toEqual([
      { model: 'b', wins: 1, losses: 1, ties: 0, games: 2, rating: 1001 },
      { model: 'a', wins: 1, losses: 1, ties: 0, games: 2, rating: 999 },
    ]);
  });

  it('exports CSV with a header and quoted cells where needed', () => {
    const csv = rankingCsv([{ model: 'x, "y"', wins: 1, losses: 0, ties: 2, games: 3, rating: 1010 }]);
    expect(csv).toBe('model,rating,wins,losses,ties,games\n"x, ""y""",1010,1,0,2,3\n');
  });

  it('labels A, B, C and shuffles the same way for the same question', () => {
    expect([0, 1, 2].map(answerLabel)).toEqual(['A', 'B', 'C']);
    const order = blindOrder([0, 1, 2], 'question-1');
    expect(blindOrder([0, 1, 2], 'question-1')).toEqual(order);
    expect([...order].sort()).toEqual([0, 1, 2]);
    const orders = new Set(
      ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'].map((id) => blindOrder([0, 1, 2], id).join('')),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('planAnswers', () => {
  const gpt = { endpoint: 'openAI', model: 'gpt-4o-mini' };
  const gpt5 = { endpoint: 'openAI', model: 'gpt-4o' };
  const claude = { endpoint: 'claude', model: 'claude-sonnet-4' };

  it('tags the other answers and lets each endpoint’s last answer alone call the abort route', () => {
    expect(planAnswers(gpt, [claude, gpt5])).toEqual([
      { model: gpt, tag: '', serverStops: false },
      { model: claude, tag: 'claude-sonnet-4', serverStops: true },
      { model: gpt5, tag: 'gpt-4o', serverStops: true },
    ]);
  });

  it('drops the composer’s own model from the others', () => {
    expect(planAnswers(gpt, [gpt, claude]).map((answer) => answer.model)).toEqual([gpt, claude]);
  });
});
