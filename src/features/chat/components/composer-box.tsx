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
 * The message box itself. It holds its own text, so a key press renders nothing: the box tells the draft,
 * and the panel around it follows whether there is text, and the text once typing pauses (issue #30). Text
 * that comes from elsewhere (a sent message emptying the box, a picked starter, dictation) is written
 * into the box when the draft changes.
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
    const follow = () => {
      if (box.current && box.current.value !== draft.read()) box.current.value = draft.read();
    };
    follow();
    return draft.subscribe(follow);
  }, [draft, box]);
  return (
    <textarea
      ref={box}
      id={COMPOSER_ID}
      defaultValue={draft.read()}
      onChange={(event) => {
        preloadConversationView();
        draft.change(event.target.value);
      }}
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
