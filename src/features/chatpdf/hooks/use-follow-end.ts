import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

/** Closer than this to the end counts as "at the end": the pane follows new content again. */
const FOLLOW_SLACK_PX = 48;
const SCROLL_UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * Keeps a scroller at its end while its content grows (an answer being revealed, a reopened chat
 * whose messages arrive), until the reader scrolls up; a new question brings it back to the end
 * (as the main chat's message list does). `size` is anything that changes when the content grows;
 * `count` the number of messages. Returns the scroller's ref and its handlers.
 */
export function useFollowEnd(size: unknown, count: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const shownCount = useRef(count);

  useLayoutEffect(() => {
    if (count > shownCount.current) follow.current = true;
    shownCount.current = count;
    const element = scroller.current;
    if (follow.current && element) element.scrollTop = element.scrollHeight;
  }, [size, count]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK_PX)
      follow.current = true;
  };
  const stop = () => {
    follow.current = false;
  };

  return {
    ref: scroller,
    onScroll,
    onWheel: (event: { deltaY: number }) => {
      if (event.deltaY < 0) stop();
    },
    onTouchMove: stop,
    onKeyDown: (event: KeyboardEvent) => {
      if (SCROLL_UP_KEYS.has(event.key)) stop();
    },
  };
}
