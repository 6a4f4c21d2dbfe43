import { useEffect, useRef, type RefObject } from 'react';

/** On phones a focused box opens the on-screen keyboard over the chat: never focus it by itself there. */
const isTouchFirst = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

const OVERLAY_ROLES = new Set(['dialog', 'menu', 'listbox']);

/** One pass over the elements with a role (a selector list costs jsdom, where the tests run, several). */
const overlayOpen = () =>
  [...document.querySelectorAll('[role]')].some((element) =>
    OVERLAY_ROLES.has(element.getAttribute('role')!),
  );

/**
 * Whether the composer may take focus now: not on phones, not from another field the user is typing in
 * (the sidebar search, a rename box), and not from inside a dialog. From a link, a button or nowhere
 * (`<body>`, where focus falls when the element that had it is removed) it may, unless an overlay is open
 * or the focus is on an open popover.
 */
function mayTakeFocus(): boolean {
  if (isTouchFirst()) return false;
  // An open dialog, popover or menu keeps focus, even when the element that had it was just removed.
  if (overlayOpen()) return false;
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  // An open popover (the account menu, presets), by its button or its panel: the chat may arrive after
  // the user opened one, and taking the focus would close it under the pointer.
  if (active.closest('[data-headlessui-state~="open"]')) return false;
  return !active.matches('input, textarea, select, [contenteditable="true"], [contenteditable=""]');
}

/**
 * Focus on the composer (issue #15): when it appears (a chat opens: New chat, a conversation from the
 * history, after login; and when the first message turns the landing into the conversation, which mounts
 * it anew) and when a reply completes. Not when the server names a new chat: the user may be elsewhere.
 */
export function useComposerFocus(box: RefObject<HTMLTextAreaElement | null>, isSubmitting: boolean): void {
  useEffect(() => {
    if (mayTakeFocus()) box.current?.focus({ preventScroll: true });
  }, [box]);

  const wasSubmitting = useRef(isSubmitting);
  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (!finished) return;
    const active = document.activeElement;
    // Only from where the send left focus (the form's Stop button, or nowhere), not from a copy button.
    const fromForm = !active || active === document.body || box.current?.form?.contains(active);
    if (fromForm && mayTakeFocus()) box.current?.focus({ preventScroll: true });
  }, [box, isSubmitting]);
}
