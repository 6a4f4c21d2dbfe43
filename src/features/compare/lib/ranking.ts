/**
 * Blind votes and the ranking they make (issue #44). Pure: the vote store keeps the votes, this turns
 * them into wins, losses and ties per model and an Elo rating, and the ranking into CSV.
 */

/** A blind vote: the models in the order they were labelled A, B (C), and what the user chose. */
export interface Vote {
  questionId: string;
  /** Milliseconds since the epoch. */
  at: number;
  models: readonly string[];
  /** 'A' | 'B' | 'C': that answer is best; 'tie': as good; 'bad': all bad (counted as ties, see below). */
  outcome: VoteOutcome;
}

export type VoteOutcome = 'A' | 'B' | 'C' | 'tie' | 'bad';

export interface RankingRow {
  model: string;
  wins: number;
  losses: number;
  ties: number;
  /** Pairwise games counted (wins + losses + ties). */
  games: number;
  /** Elo, from 1000, K = 32, the votes in the order they were cast; rounded. */
  rating: number;
}

export const ELO_START = 1000;
export const ELO_K = 32;

const LABELS = ['A', 'B', 'C'] as const;

/** The label of the answer at `index` ('A', 'B', 'C'). */
export const answerLabel = (index: number): string => LABELS[index] ?? String(index + 1);

/** The pairwise games a vote makes: [first, second, score of first (1 win, 0.5 tie, 0 loss)]. */
export function gamesOf(vote: Vote): [string, string, number][] {
  const games: [string, string, number][] = [];
  const best = LABELS.indexOf(vote.outcome as (typeof LABELS)[number]);
  for (let i = 0; i < vote.models.length; i += 1)
    for (let j = i + 1; j < vote.models.length; j += 1) {
      const a = vote.models[i] as string;
      const b = vote.models[j] as string;
      if (best === i) games.push([a, b, 1]);
      else if (best === j) games.push([a, b, 0]);
      // A third answer was best: the other two are as good as each other. Tie and 'all bad' alike.
      else games.push([a, b, 0.5]);
    }
  return games;
}

const expected = (rating: number, other: number) => 1 / (1 + 10 ** ((other - rating) / 400));

/** Wins, losses, ties and an Elo rating per model, best rating first (then name). */
export function ranking(votes: readonly Vote[]): RankingRow[] {
  const rows = new Map<string, RankingRow>();
  const ratings = new Map<string, number>();
  const row = (model: string) => {
    let found = rows.get(model);
    if (!found) {
      found = { model, wins: 0, losses: 0, ties: 0, games: 0, rating: ELO_START };
      rows.set(model, found);
    }
    return found;
  };
  const ordered = [...votes].sort((a, b) => a.at - b.at);
  for (const vote of ordered)
    for (const [a, b, score] of gamesOf(vote)) {
      const rowA = row(a);
      const rowB = row(b);
      rowA.games += 1;
      rowB.games += 1;
      if (score === 1) {
        rowA.wins += 1;
        rowB.losses += 1;
      } else if (score === 0) {
        rowA.losses += 1;
        rowB.wins += 1;
      } else {
        rowA.ties += 1;
        rowB.ties += 1;
      }
      const ra = ratings.get(a) ?? ELO_START;
      const rb = ratings.get(b) ?? ELO_START;
      ratings.set(a, ra + ELO_K * (score - expected(ra, rb)));
      ratings.set(b, rb + ELO_K * (1 - score - expected(rb, ra)));
    }
  for (const [model, rating] of ratings) row(model).rating = Math.round(rating);
  return [...rows.values()].sort((a, b) => b.rating - a.rating || a.model.localeCompare(b.model));
}

const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The ranking as CSV: a header line, then one line per model. */
export function rankingCsv(rows: readonly RankingRow[]): string {
  const lines = [['model', 'rating', 'wins', 'losses', 'ties', 'games']];
  for (const row of rows)
    lines.push([row.model, row.rating, row.wins, row.losses, row.ties, row.games].map(String));
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\n')}\n`;
}

/**
 * The order answers are labelled in blind mode: a shuffle seeded by the question, so the labels stay the
 * same after a reload, and differ from one question to the next.
 */
export function blindOrder<T>(items: readonly T[], seed: string): T[] {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i += 1) state = Math.imul(state ^ seed.charCodeAt(i), 16777619) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
