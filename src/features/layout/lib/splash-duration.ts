/**
 * The spec's start-up splash: about a second, counted from the navigation (index.html paints its
 * spinner before any script), so the time the app's code takes to arrive is part of that second
 * rather than added to it. Tests set it to 0 with `setSplashDuration`.
 */
let splashMs = 1000;

/** What is left of the splash now: 0 once a second has passed since the page started loading. */
export function splashTimeLeft(now: number = performance.now()): number {
  return Math.max(0, splashMs - now);
}

export function setSplashDuration(ms: number): void {
  splashMs = ms;
}
