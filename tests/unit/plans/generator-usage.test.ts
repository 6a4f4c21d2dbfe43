import { generatorLimitReached, generatorUsageSchema } from '@/features/plans';

const parse = (body: unknown) => generatorUsageSchema.parse(body);

describe('generatorLimitReached', () => {
  it.each([
    [{ success: true, status: 'max-limit', left: 3 }, true],
    [{ success: true, status: 'limit-reached' }, true],
    [{ success: true, status: 'ok', left: 0, max_usage: 20, usage_count: 20 }, true],
    [{ success: true, status: 'ok', left: '1' }, false],
    [{ success: true, max_usage: 5, usage_count: 5 }, true],
    [{ success: true, max_usage: 5, usage_count: 4 }, false],
    [{ success: true }, false],
    [{ success: false, message: 'Invalid session', left: 0 }, false],
  ])('%j → %s', (body, reached) => {
    expect(generatorLimitReached(parse(body))).toBe(reached);
  });

  it('reads no answer as not reached', () => {
    expect(generatorLimitReached(undefined)).toBe(false);
    expect(generatorLimitReached(null)).toBe(false);
  });
});
