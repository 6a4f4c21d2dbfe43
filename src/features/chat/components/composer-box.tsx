import { memo, useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';
import { COMPOSER_ID } from '@/lib/landmarks';
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
 * What typing a character sends besides its keydown (which Enter and the shortcuts need): the box handles
 * these itself and they end here. Bubbling to React's root, each went through its change, before-input and
 * selection plugins and up the whole component tree, for handlers nobody above the box has: about 2 ms of
 * the 13 to 16 a key took on the main thread on a slow phone (issue #43, decision 0023).
 */
const ENDS_AT_BOX = ['input', 'change', 'keypress', 'textInput', 'keyup'] as const;
/** The events that carry the box's text: a browser's input, and the change a script or a test may send. */
const carriesText = (type: string) => type === 'input' || type === 'change';

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
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const follow = () => {
      if (element.value !== draft.read()) element.value = draft.read();
    };
    follow();
    const handle = (event: Event) => {
      event.stopPropagation();
      if (!carriesText(event.type)) return;
      preloadConversationView();
      draft.typed(element.value);
    };
    for (const type of ENDS_AT_BOX) element.addEventListener(type, handle);
    const unsubscribe = draft.subscribeWritten(follow);
    return () => {
      for (const type of ENDS_AT_BOX) element.removeEventListener(type, handle);
      unsubscribe();
    };
  }, [draft, box]);
  return (
    <textarea
      ref={box}
      id={COMPOSER_ID}
      defaultValue={draft.read()}
      onBlur={draft.flush}
      onKeyDown={onKeyDown}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={label}
      rows={1}
      className="max-h-52 min-h-[2.5rem] flex-1 resize-none bg-transparent py-2 text-ink placeholder:text-ink-muted focus:outline-none focus-visible:ring-0 focus-visible:ring-offset-0 disabled:cursor-not-allowed [field-sizing:content]"
    />
  );
});
