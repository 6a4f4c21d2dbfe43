import { useCallback, useRef, useState } from 'react';

/**
 * The width of an element, kept current with a ResizeObserver. Without one (old browsers, jsdom)
 * the window's width stands in.
 */
export function useElementWidth(): [(node: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  const observer = useRef<ResizeObserver | null>(null);
  // React 18 calls a callback ref with null on unmount (it has no ref cleanup functions).
  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof ResizeObserver === 'undefined') return;
    setWidth(node.getBoundingClientRect().width);
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.current.observe(node);
  }, []);
  return [ref, width];
}
