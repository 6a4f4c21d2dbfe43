// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { PLUGIN_ERROR_MS } from '@/features/plugins';
import { useTimedMessage } from '@/features/plugins/hooks/use-timed-message';

describe('useTimedMessage (the plugin error banner)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message for 5 s; a new one restarts the 5 s', () => {
    expect(PLUGIN_ERROR_MS).toBe(5000);
    const { result } = renderHook(() => useTimedMessage(PLUGIN_ERROR_MS));
    act(() => result.current[1]('Invalid API key'));
    expect(result.current[0]).toBe('Invalid API key');
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current[1]('Still invalid'));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current[0]).toBe('Still invalid');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });
});
