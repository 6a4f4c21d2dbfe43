import { onlyFile, splitByDuration } from '../../../scripts/lib/e2e-split.mjs';

describe('the e2e shards by duration', () => {
  it('puts each file in exactly one shard and keeps the shards within the longest file of each other', () => {
    const seconds = {
      'a.spec.ts': 60,
      'b.spec.ts': 50,
      'c.spec.ts': 40,
      'd.spec.ts': 30,
      'e.spec.ts': 20,
      'f.spec.ts': 10,
    };
    const files = Object.keys(seconds);
    const shards = splitByDuration(files, seconds, 3);
    expect(shards).toHaveLength(3);
    expect(shards.flat().sort()).toEqual(files);
    const totals = shards.map((shard) =>
      shard.reduce((sum, file) => sum + seconds[file as keyof typeof seconds], 0),
    );
    expect(totals).toEqual([70, 70, 70]);
  });

  it('counts a file it has no time for as the mean, and keeps the given order inside a shard', () => {
    const shards = splitByDuration(
      ['z.spec.ts', 'new.spec.ts', 'a.spec.ts'],
      { 'z.spec.ts': 10, 'a.spec.ts': 30 },
      2,
    );
    expect(shards).toEqual([['a.spec.ts'], ['z.spec.ts', 'new.spec.ts']]);
  });

  it('matches one file by its path, not a file whose name merely contains it', () => {
    const filter = new RegExp(onlyFile('chat.spec.ts'));
    expect(filter.test('/repo/tests/e2e/chat.spec.ts')).toBe(true);
    expect(filter.test('/repo/tests/e2e/chatpdf.spec.ts')).toBe(false);
    expect(filter.test('/repo/tests/e2e/tenant-b-chat.spec.ts')).toBe(false);
    expect(filter.test('/repo/tests/e2e/chatXspec.ts')).toBe(false);
  });
});
