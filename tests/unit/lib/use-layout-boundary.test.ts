// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useLayoutBoundary } from '@/lib/use-layout-boundary';

/** A ResizeObserver the test drives: `resize` reports a new border-box height for what it watches. */
function fakeResizeObserver() {
  const watched = new Set<Element>();
  let report: ResizeObserverCallback = () => undefined;
  class FakeResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      report = callback;
    }
    observe(target: Element) {
      watched.add(target);
    }
    unobserve(target: Element) {
      watched.delete(target);
    }
    disconnect() {
      watched.clear();
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    watched,
    resize(target: Element, blockSize: number) {
      const entry = { target, borderBoxSize: [{ blockSize, inlineSize: 600 }] };
      report([entry as unknown as ResizeObserverEntry], {} as ResizeObserver);
    },
  };
}

/** A frame and the content inside it, the content `height` px tall as jsdom cannot lay it out. */
function frameAround(height: number) {
  const frame = document.createElement('div');
  const content = document.createElement('textarea');
  frame.append(content);
  content.getBoundingClientRect = () => ({ height }) as DOMRect;
  return { frame: { current: frame }, content: { current: content } };
}

describe('useLayoutBoundary (issue #43)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('contains the frame at its content’s height, follows the content as it grows and shrinks, and lets go', () => {
    const observer = fakeResizeObserver();
    const { frame, content } = frameAround(40);
    const { unmount } = renderHook(() => useLayoutBoundary(frame, content));
    expect(frame.current.style.contain).toBe('strict');
    expect(frame.current.style.height).toBe('40px');
    expect([...observer.watched]).toEqual([content.current]);

    observer.resize(content.current, 88.5);
    expect(frame.current.style.height).toBe('88.5px');
    observer.resize(content.current, 40);
    expect(frame.current.style.height).toBe('40px');

    unmount();
    expect(observer.watched.size).toBe(0);
    expect(frame.current.style.contain).toBe('');
    expect(frame.current.style.height).toBe('');
  });

  it('leaves the frame a plain block where nothing can report sizes', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { frame, content } = frameAround(40);
    renderHook(() => useLayoutBoundary(frame, content));
    expect(frame.current.style.contain).toBe('');
    expect(frame.current.style.height).toBe('');
  });
});
