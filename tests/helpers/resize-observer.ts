/**
 * jsdom has no ResizeObserver; Headless UI's Listbox uses one when it closes. Call in a test file
 * that opens a Listbox (a no-op stub: nothing is measured under jsdom anyway).
 */
export function stubResizeObserver(): void {
  if (typeof globalThis.ResizeObserver !== 'undefined') return;
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
