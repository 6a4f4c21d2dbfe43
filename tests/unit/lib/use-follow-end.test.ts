// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useFollowEnd } from '@/lib/use-follow-end';

/** A scroller jsdom can measure: its content height is set by the test, scrollTop clamps as a browser's does. */
function fakeScroller(contentHeight: number, viewHeight = 400) {
  const element = document.createElement('div');
  let height = contentHeight;
  let top = 0;
  Object.defineProperties(element, {
    scrollHeight: { get: () => height },
    clientHeight: { get: () => viewHeight },
    scrollTop: {
      get: () => top,
      set: (value: number) => {
        top = Math.max(0, Math.min(value, height - viewHeight));
      },
    },
  });
  return {
    element,
    grow: (by: number) => {
      height += by;
    },
    distance: () => height - top - viewHeight,
  };
}

function follow(scroller: ReturnType<typeof fakeScroller>) {
  const ref = { current: scroller.element };
  return renderHook(({ size }) => useFollowEnd(ref, size, 1), { initialProps: { size: 0 } });
}

describe('useFollowEnd (keeping the reader at the end of a growing reply)', () => {
  it('follows the content while the reader stays at the end', () => {
    const scroller = fakeScroller(2000);
    const { rerender } = follow(scroller);
    expect(scroller.distance()).toBe(0);
    scroller.grow(300);
    rerender({ size: 1 });
    expect(scroller.distance()).toBe(0);
  });

  it('a small wheel up stays where it is, also when its scroll event comes after the list followed a token', () => {
    const scroller = fakeScroller(2000);
    const { result, rerender } = follow(scroller);
    // A token arrives and the list follows it to the end; the reader wheels up 30 px in the same frame, so
    // the browser's one scroll event of that frame reports a scrollTop larger than the one it last reported.
    result.current.handlers.onScroll();
    scroller.grow(200);
    rerender({ size: 1 });
    result.current.handlers.onWheel({ deltaY: -30 });
    scroller.element.scrollTop -= 30;
    result.current.handlers.onScroll();
    const kept = scroller.element.scrollTop;
    scroller.grow(400);
    rerender({ size: 2 });
    expect(scroller.element.scrollTop).toBe(kept);
    expect(scroller.distance()).toBe(430);
  });

  it('stays put when content above is measured again and the list moves by itself', () => {
    const scroller = fakeScroller(2000);
    const { result, rerender } = follow(scroller);
    result.current.handlers.onWheel({ deltaY: -30 });
    scroller.element.scrollTop -= 30;
    result.current.handlers.onScroll();
    // A row above grows by 250 px when measured: the virtualiser keeps the view by moving scrollTop too.
    scroller.grow(250);
    scroller.element.scrollTop += 250;
    result.current.handlers.onScroll();
    scroller.grow(400);
    rerender({ size: 1 });
    expect(scroller.distance()).toBe(430);
  });

  it('follows again once the reader scrolls back down near the end', () => {
    const scroller = fakeScroller(2000);
    const { result, rerender } = follow(scroller);
    result.current.handlers.onWheel({ deltaY: -300 });
    scroller.element.scrollTop -= 300;
    result.current.handlers.onScroll();
    scroller.grow(100);
    rerender({ size: 1 });
    expect(scroller.distance()).toBe(400);
    scroller.element.scrollTop += 370;
    result.current.handlers.onScroll();
    scroller.grow(100);
    rerender({ size: 2 });
    expect(scroller.distance()).toBe(0);
  });
});
