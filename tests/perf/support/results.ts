import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { RESULTS_FILE } from './env';

/** One line of the printed summary. `met` is null for a figure without a target. */
export interface ResultRow {
  figure: string;
  value: string;
  target: string;
  met: boolean | null;
}

function readResults(): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function formatTable(title: string, rows: readonly ResultRow[]): string {
  const cells = rows.map((row) => [
    row.figure,
    row.value,
    row.target,
    row.met === null ? '' : row.met ? 'met' : 'NOT MET',
  ]);
  const header = ['figure', 'value', 'target', ''];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...cells].map((line) => (line[column] ?? '').length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    `\n${title}`,
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ].join('\n');
}

/**
 * Prints `rows` as a table, stores `data` (with the rows) under `section` of tests/perf/results/latest.json,
 * then fails the test when a row missed its target (`met: false`), naming each: the figures are kept
 * either way.
 */
export function reportResults(
  section: string,
  title: string,
  rows: readonly ResultRow[],
  data: unknown,
): void {
  console.log(formatTable(title, rows));
  const results = readResults();
  results[section] = { title, rows, data, measuredAt: new Date().toISOString() };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  const missed = rows
    .filter((row) => row.met === false)
    .map((row) => `${row.figure.trim()}: ${row.value} (target ${row.target})`);
  expect(missed, `${title}: targets missed`).toEqual([]);
}

/** The middle value of a set of runs (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const ms = (value: number, digits = 2) => `${value.toFixed(digits)} ms`;
