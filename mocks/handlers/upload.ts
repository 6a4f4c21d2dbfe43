import { http } from 'msw';
import { jsonResponse } from '../lib/http';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_BYTES = 20_971_520;
const CHUNK = 0x8000;

/** base64 without Buffer: the handlers also run in the browser. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(index, index + CHUNK));
  }
  return btoa(binary);
}

const fail = (message: string) => jsonResponse({ status: 'error', message }, 400);

async function readForm(request: Request): Promise<FormData | null> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * The external chat-image upload endpoint (spec section 7, upload-chatbotpro). Multipart
 * `aiwp_logged_in`, `file`, `file_id`; answers `{status:'success', url, file_name}`. The url is a
 * data: URL of the bytes, so messages that keep it still show the image after a reload.
 */
export function uploadHandlers() {
  return [
    http.post('*/api/upload-chatbotpro', async ({ request }) => {
      const form = await readForm(request);
      if (!form) return fail('Expected multipart/form-data');
      const file = form.get('file');
      if (!file || typeof file === 'string') return fail('No file uploaded');
      if (!ACCEPTED_TYPES.includes(file.type)) return fail('File type not supported');
      if (file.size > MAX_BYTES) return fail('File size exceeds 20MB');
      if (file.size === 0) return fail('File is empty');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const url = `data:${file.type};base64,${bytesToBase64(bytes)}`;
      return jsonResponse({ status: 'success', url, file_name: file.name || 'image' });
    }),
  ];
}
