/**
 * What a key press in the message box sends, taken at the window before the page sees it (issue #43,
 * decisions 0023 and 0024). React's root listens to each of these events in the capture phase, before it
 * reaches the box, and to a keydown on its way back up too; each time it walks the 70 components between
 * the box and the root, for handlers nobody there has. On a freshly loaded page, whose code the engine has
 * not compiled yet, that was a large share of a key's time on a slow phone.
 */
const TAKEN = ['keydown', 'keypress', 'textInput', 'input', 'change', 'keyup'] as const;

/** One character, however many UTF-16 units it takes. */
const ONE_CHARACTER = /^.$/su;

/**
 * The keys of typing: a character, Backspace or Delete, with no Ctrl, ⌘ or Alt and no input method
 * composing. Nothing above the box acts on them: the shortcuts all take Ctrl, ⌘ or Escape, Enter sends,
 * and Tab moves on; those keydowns go on up.
 */
export function isTypingKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>,
) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return false;
  return ONE_CHARACTER.test(event.key) || event.key === 'Backspace' || event.key === 'Delete';
}

/** The events that carry the box's text: a browser's input, and the change a script or a test may send. */
const carriesText = (type: string) => type === 'input' || type === 'change';

/**
 * Takes the box's typing events at the window, in the capture phase, so they reach neither the page nor
 * the box's own listeners; `onText` hears the box's text after each one that changed it. The browser's
 * own editing is not an event listener: it goes on. Returns the undo.
 */
export function takeBoxEvents(box: HTMLTextAreaElement, onText: (text: string) => void): () => void {
  const take = (event: Event) => {
    if (event.target !== box) return;
    if (event.type === 'keydown' && !isTypingKey(event as KeyboardEvent)) return;
    event.stopPropagation();
    if (carriesText(event.type)) onText(box.value);
  };
  for (const type of TAKEN) window.addEventListener(type, take, true);
  return () => {
    for (const type of TAKEN) window.removeEventListener(type, take, true);
  };
}
