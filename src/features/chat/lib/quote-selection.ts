import { COMPOSER_ID } from '@/lib/landmarks';
import { insertQuote } from './quote-text';

/** The text selected inside one reply of `scroller`, and where it is on screen; null for anything else. */
export function selectedReplyPassage(scroller: Element): { text: string; rect: DOMRect } | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const bodyOf = (node: Node | null) =>
    (node instanceof Element ? node : node?.parentElement)?.closest(
      '[data-from="reply"] [data-message-body]',
    );
  const body = bodyOf(range.startContainer);
  if (!body || body !== bodyOf(range.endContainer) || !scroller.contains(body)) return null;
  const text = selection.toString().trim();
  if (!text) return null;
  const rects = range.getClientRects();
  return { text, rect: rects[rects.length - 1] ?? range.getBoundingClientRect() };
}

/**
 * Puts `passage` into the message box as a Markdown quote above the line the cursor is on, keeping what
 * was typed (insertQuote), through the box's own input event so the draft keeps it; the box takes the focus
 * with its cursor where it was. False when there is no box to write in.
 */
export function quoteIntoComposer(passage: string): boolean {
  const box = document.getElementById(COMPOSER_ID);
  if (!(box instanceof HTMLTextAreaElement) || box.disabled) return false;
  const { text, cursor } = insertQuote(box.value, box.selectionStart ?? box.value.length, passage);
  box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true }));
  box.focus();
  box.setSelectionRange(cursor, cursor);
  return true;
}
