import type { Vote } from './ranking';

/**
 * Blind votes stay on this device, per user: localStorage `compareVotes:<user id>`. Not a device key
 * (src/lib/user-data.ts keeps only those), so logout drops them with the rest of the user's data.
 */
const PREFIX = 'compareVotes:';

type Listener = () => void;
const listeners = new Set<Listener>();
/** The last text read per user and what it held: a snapshot stays the same object until storage changes. */
const cache = new Map<string, { raw: string | null; votes: readonly Vote[] }>();

function rawOf(userId: string): string | null {
  try {
    return localStorage.getItem(PREFIX + userId);
  } catch {
    return null;
  }
}

const isVote = (value: unknown): value is Vote => {
  if (!value || typeof value !== 'object') return false;
  const vote = value as Record<string, unknown>;
  return (
    typeof vote.questionId === 'string' &&
    typeof vote.at === 'number' &&
    Array.isArray(vote.models) &&
    vote.models.every((model) => typeof model === 'string') &&
    ['A', 'B', 'C', 'tie', 'bad'].includes(vote.outcome as string)
  );
};

/** The user's votes as stored now (after logout cleared storage, none). */
export function readVotes(userId: string): readonly Vote[] {
  const raw = rawOf(userId);
  const cached = cache.get(userId);
  if (cached && cached.raw === raw) return cached.votes;
  let votes: readonly Vote[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    votes = Array.isArray(parsed) ? parsed.filter(isVote) : [];
  } catch {
    votes = [];
  }
  cache.set(userId, { raw, votes });
  return votes;
}

/** Adds a vote (a second vote on the same question replaces the first). */
export function castVote(userId: string, vote: Vote): void {
  const votes = [...readVotes(userId).filter((old) => old.questionId !== vote.questionId), vote];
  const raw = JSON.stringify(votes);
  try {
    localStorage.setItem(PREFIX + userId, raw);
    cache.set(userId, { raw, votes });
  } catch {
    // Storage blocked: the vote is not kept.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeVotes(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab voted, or logout cleared storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
