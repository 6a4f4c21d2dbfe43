import { COMPOSER_ID } from '@/lib/landmarks';

export type ShortcutId =
  | 'new_chat'
  | 'focus_input'
  | 'copy_reply'
  | 'copy_code'
  | 'toggle_sidebar'
  | 'delete_chat'
  | 'show_shortcuts'
  | 'stop';

/** Ctrl (⌘ on Apple systems) + Shift + the key, by its place on the keyboard. */
const WITH_SHIFT: Partial<Record<string, ShortcutId>> = {
  KeyO: 'new_chat',
  KeyC: 'copy_reply',
  Semicolon: 'copy_code',
  KeyS: 'toggle_sidebar',
  Backspace: 'delete_chat',
};

/**
 * ChatGPT's shortcuts. None fires while an input method composes, with Alt, or on a plain letter; Escape
 * alone only stops a reply from the message box.
 */
export function shortcutFor(event: KeyboardEvent, apple: boolean): ShortcutId | null {
  // 229: a key an input method is handling (some browsers send it without isComposing).
  if (event.isComposing || event.keyCode === 229 || event.altKey || event.defaultPrevented) return null;
  if (apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) {
    if (event.shiftKey) return WITH_SHIFT[event.code] ?? null;
    return event.code === 'Slash' || event.key === '/' ? 'show_shortcuts' : null;
  }
  if (event.key !== 'Escape' || event.ctrlKey || event.metaKey) return null;
  if (event.shiftKey) return 'focus_input';
  return (event.target as Element | null)?.id === COMPOSER_ID ? 'stop' : null;
}
