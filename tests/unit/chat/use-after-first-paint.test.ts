// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useAfterFirstPaint } from '@/features/chat/hooks/use-after-first-paint';

describe('useAfterFirstPaint (the composer of a conversation opened at a message)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('is true at once when nothing waits', () => {
    const { result } = renderHook(() => useAfterFirstPaint(false));
    expect(result.current).toBe(true);
  });

  it('turns true after the next frame and the task after it, not before', () => {
    const { result } = renderHook(() => useAfterFirstPaint(true));
    expect(result.current).toBe(false);
    // The frame: its callback queues the task that shows the part.
    act(() => vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('keeps its first answer: a later wait does not hide what was shown', () => {
    const { result, rerender } = renderHook(({ wait }) => useAfterFirstPaint(wait), {
      initialProps: { wait: false },
    });
    rerender({ wait: true });
    expect(result.current).toBe(true);
  });
});
