import { http } from 'msw';
import { VIDEO_LIFETIME_MS } from '../fixtures/plan-limits';
import { type MockDb } from '../db/mock-db';
import { type GeneratedImage, type GeneratedVideo } from '../db/provider';
import { jsonResponse } from '../lib/http';
import { invalidSession, readProviderRequest, textField } from '../lib/provider-session';

const notFound = (message: string) => jsonResponse({ success: false, message }, 404);

const newestFirst = <T extends { timestamp: string }>(items: T[]) =>
  [...items].sort((a, b) => b.timestamp.localeCompare(a.timestamp));

/** `input` (what the generation was asked for) goes beyond the contract; clients may ignore it. */
const imageOut = ({ url, prompt, replicate, timestamp, input }: GeneratedImage) => ({
  url,
  prompt,
  replicate,
  timestamp,
  ...(input ? { input } : {}),
});
/** A stored path (the seeded clips) becomes an address on the server that answers. */
const videoOut = (
  { url, prompt, replicate, timestamp, date_created, model }: GeneratedVideo,
  origin: string,
) => ({
  url: url.startsWith('/') ? `${origin}${url}` : url,
  prompt,
  replicate,
  timestamp,
  date_created,
  ...(model ? { model } : {}),
});

/** The image and video collections of the generators: fetch, delete one, clear. Newest first. */
export function providerMediaHandlers(db: MockDb) {
  /** Videos are deleted 3 hours after creation. */
  const liveVideos = (userId: string) => {
    const cutoff = db.clock.now() - VIDEO_LIFETIME_MS;
    const provider = db.state.provider;
    provider.videos = provider.videos.filter((video) => Date.parse(video.date_created) > cutoff);
    return newestFirst(provider.videos.filter((video) => video.userId === userId));
  };

  return [
    http.post('*/e/fetch-image-imagegen', async ({ request, cookies }) => {
      const { user } = await readProviderRequest(db, request, cookies);
      if (!user) return invalidSession();
      const images = newestFirst(db.state.provider.images.filter((image) => image.userId === user.id));
      return jsonResponse({ success: true, data: images.map(imageOut) });
    }),
    http.post('*/e/delete-image-flux', async ({ request, cookies }) => {
      const { user, body } = await readProviderRequest(db, request, cookies);
      if (!user) return invalidSession();
      const replicate = textField(body, 'replicate');
      const provider = db.state.provider;
      const before = provider.images.length;
      provider.images = provider.images.filter(
        (image) => !(image.userId === user.id && image.replicate === replicate),
      );
      if (provider.images.length === before) return notFound('Image not found');
      db.save();
      return jsonResponse({ success: true });
    }),
    http.post('*/e/clear-image-flux', async ({ request, cookies }) => {
      const { user } = await readProviderRequest(db, request, cookies);
      if (!user) return invalidSession();
      const provider = db.state.provider;
      const before = provider.images.length;
      provider.images = provider.images.filter((image) => image.userId !== user.id);
      db.save();
      return jsonResponse({ success: true, deleted: before - provider.images.length });
    }),
    http.post('*/e/fetch-video-videogen', async ({ request, cookies }) => {
      const { user } = await readProviderRequest(db, request, cookies);
      if (!user) return invalidSession();
      const videos = liveVideos(user.id);
      db.save();
      const origin = new URL(request.url).origin;
      return jsonResponse({ success: true, data: videos.map((video) => videoOut(video, origin)) });
    }),
    http.post('*/e/delete-videogen', async ({ request, cookies }) => {
      const { user, body } = await readProviderRequest(db, request, cookies);
      if (!user) return invalidSession();
      const raw = textField(body, 'index');
      const index = Number(raw);
      const target = raw !== '' && Number.isInteger(index) ? liveVideos(user.id)[index] : undefined;
      if (!target) return notFound('Video not found');
      db.state.provider.videos = db.state.provider.videos.filter((video) => video !== target);
      db.save();
      return jsonResponse({ success: true });
    }),
  ];
}
