import aurora from '../fixtures/videos/aurora.webm?url';
import city from '../fixtures/videos/city.webm?url';
import waves from '../fixtures/videos/waves.webm?url';
import type { ClipLoader } from './clip-loader';

const URLS = { aurora, city, waves };

/** The demo build carries the clips as assets; the worker's own fetch of them is not intercepted. */
export const browserClipLoader: ClipLoader = async (clip) => {
  const response = await fetch(URLS[clip]);
  if (!response.ok) throw new Error(`${clip}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};
