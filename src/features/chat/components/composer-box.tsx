import { memo, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
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
 * The message box itself: the only part of the composer a key press renders (issue #30). Its props do not
 * change while typing; the panel around it follows whether there is text, and the text once typing pauses.
 */
export const ComposerBox = memo(function ComposerBox({
  draft,
  box,
  onKeyDown,
  disabled,
  placeholder,
  label,
}: ComposerBoxProps) {
  const text = useSyncExternalStore(draft.subscribe, draft.read);
  return (
    <textarea
      ref={box}
      id={COMPOSER_ID}
      value={text}
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
