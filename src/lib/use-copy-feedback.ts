import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text and reports `copied` for `ms` (3 s in the spec). */
export function useCopyFeedback(ms = 3000): [boolean, (text: string) => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    (text: string) => {
      void navigator.clipboard?.writeText(text).then(() => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), ms);
      });
    },
    [ms],
  );
  return [copied, copy];
}
