import { memo, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { COMPOSER_ID } from '@/lib/landmarks';
import { useLayoutBoundary } from '@/lib/use-layout-boundary';
import { takeBoxEvents } from '../lib/box-events';
import type { DraftBuffer } from '../lib/draft-buffer';
import { preloadConversationView } from './deferred-message-list';

export interface ComposerBoxProps {
  draft: DraftBuffer;
  box: RefObject<HTMLTextAreaElement>;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  disabled: boolean;
  placeholder: string;
  label: string;
}

/**
 * The message box itself. It holds its own text, so a key press renders nothing: the box tells the draft,
 * and the parts around it follow whether there is text, and the text once typing pauses (issue #30). Text
 * that comes from elsewhere (a sent message emptying the box, a picked starter, dictation) is written
 * into the box when the draft says so.
 */
export const ComposerBox = memo(function ComposerBox({
  draft,
  box,
  onKeyDown,
  disabled,
  placeholder,
  label,
}: ComposerBoxProps) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutBoundary(frame, box);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const follow = () => {
      if (element.value !== draft.read()) element.value = draft.read();
    };
    follow();
    const release = takeBoxEvents(element, (text) => {
      preloadConversationView();
      draft.typed(text);
    });
    const unsubscribe = draft.subscribeWritten(follow);
    return () => {
      release();
      unsubscribe();
    };
  }, [draft, box]);
  // The placeholder only while the box is empty: while a textarea has one, Chromium restyles it on every
  // key press, shown or not (about 1.5 ms of a key on a slow phone, issue #43).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const show = () => {
      if (draft.fill() === 'empty') element.setAttribute('placeholder', placeholder);
      else element.removeAttribute('placeholder');
    };
    show();
    return draft.subscribeFill(show);
  }, [draft, box, placeholder]);
  // The outer div is the row's flex item; the frame inside it is the layout boundary, which a flex item
  // cannot be (src/lib/use-layout-boundary.ts).
  return (
    <div className="min-w-0 flex-1">
      <div ref={frame}>
        <textarea
          ref={box}
          id={COMPOSER_ID}
          defaultValue={draft.read()}
          onBlur={draft.flush}
          onKeyDown={onKeyDown}
          disabled={disabled}
          aria-label={label}
          rows={1}
          className="block max-h-52 min-h-[2.5rem] w-full resize-none bg-transparent py-2 text-ink placeholder:text-ink-muted focus:outline-none focus-visible:ring-0 focus-visible:ring-offset-0 disabled:cursor-not-allowed [field-sizing:content]"
        />
      </div>
    </div>
  );
});
