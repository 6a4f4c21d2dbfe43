/** The history's date groups, newest first: Today, Yesterday, Previous 7 and 30 days, then months. */
export type DateGroup =
  { kind: 'today' | 'yesterday' | 'week' | 'month' } | { kind: 'month-of'; year: number; month: number };

const DAY_MS = 86_400_000;

/** Calendar days between two local dates (not 24-hour spans: 23:59 to 00:01 is one day). */
function daysBetween(earlier: Date, later: Date): number {
  const start = Date.UTC(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = Date.UTC(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end - start) / DAY_MS);
}

/** The group of a chat created at `createdAt` (ISO); an unknown or future date counts as today. */
export function dateGroupOf(createdAt: string | null | undefined, now: Date): DateGroup {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return { kind: 'today' };
  const days = daysBetween(date, now);
  if (days <= 0) return { kind: 'today' };
  if (days === 1) return { kind: 'yesterday' };
  if (days <= 7) return { kind: 'week' };
  if (days <= 30) return { kind: 'month' };
  return { kind: 'month-of', year: date.getFullYear(), month: date.getMonth() };
}

export function dateGroupKey(group: DateGroup): string {
  return group.kind === 'month-of' ? `${group.year}-${group.month}` : group.kind;
}

/** Consecutive items of one group together, in the order given (the server's, newest first). */
export function groupByDate<T>(
  items: readonly T[],
  createdAt: (item: T) => string | null | undefined,
  now: Date,
): { key: string; group: DateGroup; items: T[] }[] {
  const groups: { key: string; group: DateGroup; items: T[] }[] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const group = dateGroupOf(createdAt(item), now);
    const kind = dateGroupKey(group);
    const last = groups[groups.length - 1];
    if (last && dateGroupKey(last.group) === kind) {
      last.items.push(item);
      continue;
    }
    // Unique and stable keys: a faulty order may bring a group back; one that empties moves no other.
    const repeat = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, repeat);
    groups.push({ key: repeat === 1 ? kind : `${kind}#${repeat}`, group, items: [item] });
  }
  return groups;
}
