import { dateGroupOf, groupByDate } from '@/features/conversations/lib/date-groups';

// Local times: the groups follow the user's calendar days, not 24-hour spans.
const NOW = new Date(2026, 10, 25, 0, 30);
const at = (month: number, day: number, hour = 12) => new Date(2026, month, day, hour).toISOString();

describe('dateGroupOf', () => {
  it('puts a chat in Today, Yesterday, the previous 7 or 30 days, or its month', () => {
    expect(dateGroupOf(at(10, 25, 0), NOW)).toEqual({ kind: 'today' });
    expect(dateGroupOf(at(10, 24, 23), NOW)).toEqual({ kind: 'yesterday' });
    expect(dateGroupOf(at(10, 18), NOW)).toEqual({ kind: 'week' });
    expect(dateGroupOf(at(10, 17), NOW)).toEqual({ kind: 'month' });
    expect(dateGroupOf(at(9, 26), NOW)).toEqual({ kind: 'month' });
    expect(dateGroupOf(at(9, 25), NOW)).toEqual({ kind: 'month-of', year: 2026, month: 9 });
    expect(dateGroupOf(new Date(2025, 0, 3).toISOString(), NOW)).toEqual({
      kind: 'month-of',
      year: 2025,
      month: 0,
    });
  });

  it('counts a missing, broken or future date as today', () => {
    expect(dateGroupOf('', NOW)).toEqual({ kind: 'today' });
    expect(dateGroupOf(null, NOW)).toEqual({ kind: 'today' });
    expect(dateGroupOf('not a date', NOW)).toEqual({ kind: 'today' });
    expect(dateGroupOf(at(11, 2), NOW)).toEqual({ kind: 'today' });
  });
});

describe('groupByDate', () => {
  it('keeps the given order and joins neighbours of one group', () => {
    const items = [at(10, 25, 0), at(10, 24), at(10, 24, 8), at(9, 1), at(10, 25, 0)];
    const groups = groupByDate(items, (item) => item, NOW);
    expect(groups.map((group) => [group.key, group.items.length])).toEqual([
      ['today', 1],
      ['yesterday', 2],
      ['2026-9', 1],
      ['today#2', 1],
    ]);
  });
});
