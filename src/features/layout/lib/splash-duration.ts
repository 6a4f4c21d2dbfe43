/** The spec's start-up splash: about a second. Tests set it to 0 with `setSplashDuration`. */
let splashMs = 1000;

export function splashDuration(): number {
  return splashMs;
}

export function setSplashDuration(ms: number): void {
  splashMs = ms;
}
