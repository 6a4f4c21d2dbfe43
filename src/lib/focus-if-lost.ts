/**
 * After an action that removes the element it was started from (a button that turns into another, an
 * editor that closes), moves focus to `target` once React has committed, unless the user has put it
 * somewhere already: focus must never be left on the page body.
 */
export function focusIfLost(target: () => HTMLElement | null | undefined): void {
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    target()?.focus({ preventScroll: true });
  }, 0);
}
