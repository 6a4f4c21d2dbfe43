const GIVE_UP_MS = 1500;

/**
 * Runs `focus` once no modal dialog is open any more. A closing dialog hands focus back to what
 * opened it when its leave transition ends; focusing something else before that would be undone.
 */
export function focusAfterDialogs(focus: () => void): void {
  const started = performance.now();
  const attempt = () => {
    const open = document.querySelector('[role="dialog"]');
    if (open && performance.now() - started < GIVE_UP_MS) {
      requestAnimationFrame(attempt);
      return;
    }
    // One more frame: the dialog's own focus restoring runs as it unmounts.
    requestAnimationFrame(focus);
  };
  requestAnimationFrame(attempt);
}
