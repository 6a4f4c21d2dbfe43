import { afterEach, describe, expect, it } from 'vitest';
import { setSplashDuration, splashTimeLeft } from '@/features/layout/lib/splash-duration';

describe('splashTimeLeft', () => {
  afterEach(() => setSplashDuration(0));

  it('counts the second from the page start, so slow code shortens the splash instead of adding to it', () => {
    setSplashDuration(1000);
    expect(splashTimeLeft(0)).toBe(1000);
    expect(splashTimeLeft(350)).toBe(650);
    expect(splashTimeLeft(1000)).toBe(0);
    expect(splashTimeLeft(2400)).toBe(0);
  });

  it('is 0 when tests switch the splash off', () => {
    setSplashDuration(0);
    expect(splashTimeLeft(10)).toBe(0);
  });
});
