import { useLayoutEffect, type RefObject } from 'react';

/**
 * Makes `frame` a layout boundary that takes the height of `content`, an element that sizes itself to what
 * it holds (a message box growing with its lines). A change inside the content then lays out only the
 * frame's subtree, not every ancestor up to the page: the content's own size changes, and so the page's
 * layout, only when the frame takes the new height. Chromium lays out from such a boundary when it has size
 * and layout containment and is not a flex or grid item (so `frame` must not be one: wrap it); a key press
 * in the message box laid out the whole chat view before (issue #43).
 *
 * The height follows the content through a ResizeObserver, which reports after layout and before paint, so
 * the frame's new height is in the same frame as the content's. Without one (jsdom), the frame stays a
 * plain block around its content.
 */
export function useLayoutBoundary(frame: RefObject<HTMLElement>, content: RefObject<HTMLElement>): void {
  useLayoutEffect(() => {
    const outer = frame.current;
    const inner = content.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return;
    const hold = (height: number) => {
      outer.style.setProperty('height', `${height}px`);
    };
    hold(inner.getBoundingClientRect().height);
    outer.style.setProperty('contain', 'strict');
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0];
      hold(size ? size.blockSize : inner.getBoundingClientRect().height);
    });
    observer.observe(inner);
    return () => {
      observer.disconnect();
      outer.style.removeProperty('contain');
      outer.style.removeProperty('height');
    };
  }, [frame, content]);
}
