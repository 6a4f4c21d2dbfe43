import { delay, http } from 'msw';
import { randomHex } from '../db/ids';
import { type MockDb } from '../db/mock-db';
import { usageOf, usageSnapshot, type GeneratedImage } from '../db/provider';
import { type UserRecord } from '../db/types';
import { withUser } from '../lib/auth';
import { isRecord, jsonResponse, readJsonObject } from '../lib/http';
import { parseTriggers, stripTriggers } from '../model/triggers';
import { encodePicture, PICTURE_MIME, PICTURE_PATH, type PictureFormat } from '../pictures/encoder';
import { drawPicture } from '../pictures/picture';
import { createPictureCache } from '../pictures/picture-cache';
import { DRAW_PATH, readPictureFile } from '../pictures/recipe-url';

/** Flux's aspect ratios (Replicate, black-forest-labs/flux-kontext-max). */
const ASPECT_RATIOS = ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21'];
const SIDE = { min: 256, max: 2048 };
const SLOW_FACTOR = 4;

type FluxInput = {
  prompt: string;
  seed: number;
  width: number;
  height: number;
  format: 'png' | 'jpg';
  quality: number;
};

const badRequest = (error: string) => jsonResponse({ error }, 400);

const pictureResponse = (bytes: Uint8Array<ArrayBuffer>, format: PictureFormat) =>
  new Response(bytes, {
    headers: { 'Content-Type': PICTURE_MIME[format], 'Cache-Control': 'public, max-age=31536000, immutable' },
  });

/** Width and height of about `megapixels` million pixels in exactly the ratio a:b. */
export function sizeOfRatio(ratio: string, megapixels: number): { width: number; height: number } {
  const [a, b] = ratio.split(':').map(Number) as [number, number];
  const k = Math.round(Math.sqrt((megapixels * 1_000_000) / (a * b)));
  return { width: a * k, height: b * k };
}

function numberIn(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max
    ? number
    : null;
}

/** Reads the `input` of a flux request, or says what is wrong with it (the answer is a 400). */
function readFluxInput(input: Record<string, unknown>): FluxInput | string {
  const prompt = typeof input.prompt === 'string' ? input.prompt.trim() : '';
  if (!prompt) return 'input.prompt is required';
  const format = input.output_format ?? 'png';
  if (format !== 'png' && format !== 'jpg') return 'input.output_format must be png or jpg';
  const megapixels = String(input.megapixels ?? '1');
  if (megapixels !== '1' && megapixels !== '0.25') return 'input.megapixels must be 1 or 0.25';
  const quality = numberIn(input.output_quality ?? 80, 0, 100);
  if (quality === null) return 'input.output_quality must be from 0 to 100';
  const seed = input.seed === undefined ? 0 : numberIn(input.seed, 0, 2 ** 32 - 1);
  if (seed === null || !Number.isInteger(seed)) return 'input.seed must be a whole number of 0 or more';
  let size: { width: number; height: number };
  if (typeof input.aspect_ratio === 'string') {
    if (!ASPECT_RATIOS.includes(input.aspect_ratio))
      return `input.aspect_ratio must be one of ${ASPECT_RATIOS.join(', ')}`;
    size = sizeOfRatio(input.aspect_ratio, Number(megapixels));
  } else {
    const width = numberIn(input.width, SIDE.min, SIDE.max);
    const height = numberIn(input.height, SIDE.min, SIDE.max);
    if (width === null || height === null)
      return `input.aspect_ratio, or width and height from ${SIDE.min} to ${SIDE.max}, are required`;
    size = { width: Math.round(width), height: Math.round(height) };
  }
  return { prompt, seed, format, quality, ...size };
}

/** Image generation needs a paid plan with Flux images left this month. */
function imageAccess(db: MockDb, user: UserRecord) {
  const snapshot = usageSnapshot(db, user);
  const subscription = user.subscription_type.trim() ? user.subscription_type : null;
  const valid = subscription !== null && snapshot.left.fluxImages > 0;
  return { status: valid ? 'valid' : 'invalid', subscription };
}

/**
 * The fork's image generator (spec section 7): the access check, generation (about 3 s, a picture drawn
 * from the prompt and seed) and the pictures themselves at a stable URL, drawn again when asked for.
 */
export function imageGenHandlers(db: MockDb) {
  const pictures = createPictureCache();
  db.onReset(() => pictures.clear());

  return [
    http.get('*/api/imagegen/auth-image-gen', ({ request }) =>
      withUser(db, request, (user) => {
        const access = imageAccess(db, user);
        db.save();
        return jsonResponse(access);
      }),
    ),
    http.post('*/api/imagegen/flux-image-gen', async ({ request }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, async (user) => {
        if (!isRecord(body.input)) return badRequest('input is required');
        const input = readFluxInput(body.input);
        if (typeof input === 'string') return badRequest(input);
        const access = imageAccess(db, user);
        if (access.status !== 'valid') return jsonResponse(access);
        const triggers = parseTriggers(input.prompt);
        const wait = db.state.settings.imageGenerationMs;
        await delay(triggers.slow ? wait * SLOW_FACTOR : wait);
        if (triggers.error) return jsonResponse({ error: 'Image generation failed' }, 500);
        const replicate = randomHex(12);
        const image: GeneratedImage = {
          userId: user.id,
          url: `${new URL(request.url).origin}${PICTURE_PATH}${replicate}.${input.format}`,
          prompt: stripTriggers(input.prompt),
          replicate,
          timestamp: db.clock.iso(),
          recipe: {
            seed: input.seed,
            width: input.width,
            height: input.height,
            format: input.format,
            quality: input.quality,
          },
          input: body.input,
        };
        db.state.provider.images.push(image);
        usageOf(db, user.id).fluxImages += 1;
        db.save();
        return jsonResponse({ status: 'success', subscription: access.subscription, image_url: image.url });
      });
    }),
    // A chat picture (DALL-E, GPT Image): its recipe is its address.
    http.get(`*${DRAW_PATH}:file`, async ({ params }) => {
      const file = String(params.file);
      const address = readPictureFile(file);
      if (!address) return jsonResponse({ error: 'Not found' }, 404);
      let bytes = pictures.get(file);
      if (!bytes) {
        bytes = await encodePicture(drawPicture(address), address.format, 85);
        pictures.set(file, bytes);
      }
      return pictureResponse(bytes, address.format);
    }),
    http.get(`*${PICTURE_PATH}:file`, async ({ params }) => {
      const [replicate] = String(params.file).split('.');
      const image = db.state.provider.images.find((candidate) => candidate.replicate === replicate);
      if (!image?.recipe) return jsonResponse({ error: 'Not found' }, 404);
      const { recipe } = image;
      let bytes = pictures.get(image.replicate);
      if (!bytes) {
        const raster = drawPicture({
          prompt: image.prompt,
          seed: recipe.seed,
          width: recipe.width,
          height: recipe.height,
        });
        bytes = await encodePicture(raster, recipe.format, recipe.quality);
        pictures.set(image.replicate, bytes);
      }
      return pictureResponse(bytes, recipe.format);
    }),
  ];
}
