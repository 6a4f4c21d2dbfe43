import { useLayoutEffect, useRef } from 'react';

/** A ref that always holds the latest committed `value`, for effects that must not re-run on it. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
