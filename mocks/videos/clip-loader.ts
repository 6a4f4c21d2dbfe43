import type { VideoClip } from '../fixtures/video-clips';

/** Reads a committed clip's bytes: from disk under Node, from the demo build's assets in the browser. */
export type ClipLoader = (clip: VideoClip) => Promise<Uint8Array<ArrayBuffer>>;

let current: ClipLoader | undefined;

/** Each way of running the mock sets its loader once at start (mocks/node.ts, server-app.ts, browser.ts). */
export function setClipLoader(loader: ClipLoader): void {
  current = loader;
}

export function loadClip(clip: VideoClip): Promise<Uint8Array<ArrayBuffer>> {
  if (!current) return Promise.reject(new Error('No clip loader: call setClipLoader() at start'));
  return current(clip);
}
