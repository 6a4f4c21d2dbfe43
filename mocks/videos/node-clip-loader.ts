import { readFile } from 'node:fs/promises';
import type { ClipLoader } from './clip-loader';

export const nodeClipLoader: ClipLoader = async (clip) =>
  new Uint8Array(await readFile(new URL(`../fixtures/videos/${clip}.webm`, import.meta.url)));
