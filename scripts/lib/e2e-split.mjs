// Splits the e2e spec files into shards of about equal time (scripts/run-e2e.mjs): the longest file first,
// each into the shard with the least time so far. Playwright's own --shard cuts by test count in file order,
// which left one of three shards running alone for almost two minutes.

/**
 * @param {string[]} files spec files, relative to tests/e2e/
 * @param {Record<string, number>} seconds each file's time in the last run (tests/e2e/file-durations.json);
 *   a file it does not know counts as the mean of those it does
 * @param {number} count how many shards
 * @returns {string[][]} the files of each shard, in their given order
 */
export function splitByDuration(files, seconds, count) {
  const known = files.map((file) => seconds[file]).filter((value) => typeof value === 'number');
  const mean = known.length ? known.reduce((sum, value) => sum + value, 0) / known.length : 1;
  const timeOf = (file) => (typeof seconds[file] === 'number' ? seconds[file] : mean);
  const shards = Array.from({ length: Math.max(1, count) }, () => ({ files: [], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => timeOf(b) - timeOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += timeOf(file);
  }
  const order = new Map(files.map((file, index) => [file, index]));
  return shards.map((shard) => shard.files.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
}

/** A Playwright file filter (a regular expression over the file's path) that matches this one file only. */
export const onlyFile = (file) => `tests/e2e/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
