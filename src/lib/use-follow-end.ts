import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/** Closer than this to the end counts as "at the end": the scroller follows new content again. */
const FOLLOW_SLACK_PX = 48;
const SCROLL_UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

function distanceFromEnd(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * Keeps a scroller at its end while its content grows (a reply streaming in, a reopened chat whose messages
 * arrive), until the reader scrolls up; a new message brings it back to the end, the end of a reply does not
 * (issue #15). Used by the chat's message list and ChatPDF's chat pane.
 *
 * `ref` is the scroller's; `size` anything that changes when the content grows; `count` the number of
 * messages. `onPosition`, if
 * given, hears the distance from the end after every scroll, and after content grew while the reader stays
 * where they scrolled to (no scroll event then). Only the reader stops the following (wheel or touch upwards,
 * keys, a press on the scrollbar): the scroller also moves by itself when content above is measured again,
 * and that must not count as scrolling up.
 */
export function useFollowEnd(
  ref: RefObject<HTMLDivElement>,
  size: unknown,
  count: number,
  onPosition?: (distanceFromEnd: number, element: HTMLDivElement) => void,
  /** False when the scroller opens elsewhere than at its end (a link to a message). */
  startAtEnd = true,
) {
  const following = useRef(startAtEnd);
  /** How far from the end the scroller was when last seen (a scroll, the content growing). */
  const lastDistance = useRef(0);
  const shownCount = useRef(count);
  const onPositionRef = useRef(onPosition);
  useLayoutEffect(() => {
    onPositionRef.current = onPosition;
  });

  const scrollToEnd = useCallback(
    (smooth = false) => {
      const element = ref.current;
      if (!element) return;
      if (smooth && typeof element.scrollTo === 'function') {
        element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
      } else {
        element.scrollTop = element.scrollHeight;
      }
    },
    [ref],
  );

  useLayoutEffect(() => {
    if (count > shownCount.current) following.current = true;
    shownCount.current = count;
    const element = ref.current;
    if (following.current) scrollToEnd();
    if (element) lastDistance.current = distanceFromEnd(element);
    // Told after following too: a button offered while the content was still being measured goes once
    // the end shows (issue #45).
    if (element) onPositionRef.current?.(distanceFromEnd(element), element);
  }, [ref, size, count, scrollToEnd]);

  // The scroller itself changing height (the composer growing, the window resized, a phone's on-screen
  // keyboard opening) moves the end too: a reader at the end stays there (issue #43).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      // Only a reader who was at the end: one brought up the list without a wheel or a swipe (a screen
      // reader's cursor, find in page) still counts as following, and must not be thrown to the end.
      if (following.current && lastDistance.current <= FOLLOW_SLACK_PX)
        element.scrollTop = element.scrollHeight;
      lastDistance.current = distanceFromEnd(element);
      onPositionRef.current?.(distanceFromEnd(element), element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  const handlers = {
    onScroll: useCallback(() => {
      const element = ref.current;
      if (!element) return;
      const distance = distanceFromEnd(element);
      // Back at the end by scrolling down follows again; a small scroll up that stays near the end does not
      // (it would be undone by the next token: a jump, issue #43). "Down" is measured from the end, not by
      // scrollTop: the list moving itself (content above measured again) or one scroll event for a frame
      // that also held our own scroll to the end would otherwise pass for the reader coming back.
      const closer = distance < lastDistance.current;
      lastDistance.current = distance;
      if (distance <= 1 || (closer && distance <= FOLLOW_SLACK_PX)) following.current = true;
      onPositionRef.current?.(distance, element);
    }, [ref]),
    onWheel: useCallback((event: { deltaY?: number }) => {
      if ((event.deltaY ?? -1) < 0) following.current = false;
    }, []),
    onTouchMove: useCallback(() => {
      following.current = false;
    }, []),
    onKeyDown: useCallback((event: KeyboardEvent) => {
      if (SCROLL_UP_KEYS.has(event.key)) following.current = false;
    }, []),
    onFocus: useCallback((event: FocusEvent) => {
      // A text field in the content (a message's editor) is being worked on: the view stays on it while it
      // grows, however the reader got there (a screen reader, a scroll into view; issue #45).
      if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLInputElement) {
        following.current = false;
      }
    }, []),
    onPointerDown: useCallback((event: PointerEvent) => {
      // A press on the scroller itself, not on its content: its scrollbar.
      if (event.target === event.currentTarget) following.current = false;
    }, []),
  };

  /** Back to the end, following again (the scroll-to-end button). */
  const backToEnd = useCallback(
    (smooth = false) => {
      following.current = true;
      scrollToEnd(smooth);
    },
    [scrollToEnd],
  );

  /** The reader went elsewhere (the find, a link to a message): the view stays where they are. */
  const stopFollowing = useCallback(() => {
    following.current = false;
  }, []);

  return { handlers, backToEnd, stopFollowing };
}
