import type { KeyboardEvent } from 'react';

export interface KeyInput {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
  keyCode?: number;
}

/** IME composition reports keyCode 229 in some browsers even when isComposing is false. */
const IME_KEY_CODE = 229;

/** Enter sends; Shift+Enter makes a new line; nothing happens while an IME is composing. */
export function shouldSubmitOnKey({ key, shiftKey, isComposing, keyCode }: KeyInput): boolean {
  if (key !== 'Enter' || shiftKey) return false;
  return !isComposing && keyCode !== IME_KEY_CODE;
}

/** A textarea's keydown handler: Enter (not Shift+Enter, not while composing) calls `submit` instead of a new line. */
export function enterSubmits(submit: () => void) {
  return (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const { key, shiftKey } = event;
    const { isComposing, keyCode } = event.nativeEvent;
    if (!shouldSubmitOnKey({ key, shiftKey, isComposing, keyCode })) return;
    event.preventDefault();
    submit();
  };
}
