import {
  clearToasts,
  dismissToast,
  getToasts,
  holdToasts,
  releaseToasts,
  runToastAction,
  showToast,
  subscribeToToasts,
} from '@/components/ui/toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('ends a toast once, saying how: its action, its time, or a dismissal (not a clear at logout)', () => {
    const undo = vi.fn();
    const ends: string[] = [];
    const onEnd = (how: string) => ends.push(how);
    const withAction = showToast({ message: 'Deleted', action: { label: 'Undo', run: undo }, onEnd });
    expect(getToasts()[0]?.action?.label).toBe('Undo');
    runToastAction(withAction);
    runToastAction(withAction);
    expect(undo).toHaveBeenCalledTimes(1);
    showToast({ message: 'Deleted', onEnd });
    vi.advanceTimersByTime(5000);
    dismissToast(showToast({ message: 'Deleted', onEnd }));
    showToast({ message: 'Deleted', onEnd });
    clearToasts();
    expect(ends).toEqual(['action', 'timeout', 'dismissed']);
  });

  it('shows an info toast for 5000 ms by default', () => {
    const id = showToast({ message: 'Saved' });
    expect(getToasts()).toEqual([{ id, message: 'Saved', kind: 'info', durationMs: 5000 }]);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('keeps its own duration and kind, and gives each toast its own id', () => {
    const first = showToast({ message: 'Oops', kind: 'error', durationMs: 100 });
    const second = showToast({ message: 'Later' });
    expect(first).not.toBe(second);
    vi.advanceTimersByTime(100);
    expect(getToasts().map((toast) => toast.message)).toEqual(['Later']);
  });

  it('dismisses on request and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = showToast({ message: 'Hi' });
    dismissToast(id);
    expect(getToasts()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    showToast({ message: 'Unheard' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('pauses the countdown while held and resumes with the time left', () => {
    showToast({ message: 'Read me', durationMs: 1000 });
    vi.advanceTimersByTime(600);
    holdToasts();
    vi.advanceTimersByTime(10_000);
    expect(getToasts()).toHaveLength(1);
    releaseToasts();
    vi.advanceTimersByTime(399);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('does not stay held once the last toast is gone', () => {
    const id = showToast({ message: 'One' });
    holdToasts();
    dismissToast(id);
    showToast({ message: 'Two', durationMs: 50 });
    vi.advanceTimersByTime(50);
    expect(getToasts()).toEqual([]);
  });
});
