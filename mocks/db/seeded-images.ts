import { PICTURE_PATH } from '../pictures/encoder';
import { randomHex } from './ids';
import { type MockDb } from './mock-db';
import { type GeneratedImage } from './provider';

export const MAX_SEEDED_IMAGES = 2_000;

const SUBJECTS = [
  'fox',
  'lighthouse',
  'city',
  'forest',
  'robot',
  'cat',
  'mountain',
  'garden',
  'harbour',
  'castle',
];
const STYLES = ['watercolor', 'oil painting', 'photo', 'pixel art', 'pencil sketch', 'poster'];
const RATIOS: [string, number, number][] = [
  ['1:1', 1000, 1000],
  ['16:9', 1328, 747],
  ['9:16', 747, 1328],
  ['4:3', 1156, 867],
];

/** One of many varied generated images (prompt, ratio and format from its index), as if made earlier. */
export function seededImage(db: MockDb, userId: string, origin: string, index: number): GeneratedImage {
  const [ratio, width, height] = RATIOS[index % RATIOS.length]!;
  const format = index % 3 === 0 ? 'jpg' : 'png';
  const prompt = `A ${SUBJECTS[index % SUBJECTS.length]} at dusk, ${STYLES[index % STYLES.length]} #${index + 1}`;
  const replicate = randomHex(12);
  return {
    userId,
    url: `${origin}${PICTURE_PATH}${replicate}.${format}`,
    prompt,
    replicate,
    timestamp: db.clock.iso(),
    recipe: { seed: index + 1, width, height, format, quality: 80 },
    input: { model: 'flux-kontext-max', prompt, aspect_ratio: ratio, output_format: format, seed: index + 1 },
  };
}
