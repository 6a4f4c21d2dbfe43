import { http } from 'msw';
import { VIDEO_CLIPS, VIDEO_PATH, type VideoClip } from '../fixtures/video-clips';
import { jsonResponse } from '../lib/http';
import { loadClip } from '../videos/clip-loader';

const isClip = (name: string): name is VideoClip => (VIDEO_CLIPS as readonly string[]).includes(name);

/** The generated videos' files: the committed clips; any other name is a link whose file is gone (404). */
export function videoFileHandlers() {
  return [
    http.get(`*${VIDEO_PATH}:file`, async ({ params }) => {
      const name = String(params.file).replace(/\.webm$/, '');
      if (!isClip(name)) return jsonResponse({ error: 'Not found' }, 404);
      const bytes = await loadClip(name);
      return new Response(bytes, {
        headers: {
          'Content-Type': 'video/webm',
          'Content-Length': String(bytes.byteLength),
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      });
    }),
  ];
}
