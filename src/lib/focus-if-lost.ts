/**
 * After an action that removes the element it was started from (a button that turns into another, an
 * editor that closes), moves focus to `target` once React has committed, unless the user has put it
 * somewhere already: focus must never be left on the page body (or in content made inert).
 */
export function focusIfLost(target: () => HTMLElement | null | undefined): void {
  setTimeout(() => {
    const active = document.activeElement;
    // Inside content just made inert (covered by an overlay) the focus is as good as lost.
    if (active && active !== document.body && active.isConnected && !active.closest('[inert]')) return;
    target()?.focus({ preventScroll: true });
  }, 0);
}
