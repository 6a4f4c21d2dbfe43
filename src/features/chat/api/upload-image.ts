import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiUrl } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { uploadedImage, type UploadedImage } from '../lib/uploaded-image';

/** The cookie naming the logged-in chat session; the upload server identifies the user by it. */
const SESSION_COOKIE = 'aiwp_logged_in';
export const UPLOAD_PATH = '/api/upload-chatbotpro';
/** The spec's message for any answer that is not a success (section 8). */
export const UPLOAD_FAILED_MESSAGE = 'File reading error';

const uploadResponseSchema = z.object({
  status: z.literal('success'),
  url: z.string().check(z.minLength(1)),
  file_name: z.optional(z.string()),
});

export class ImageUploadError extends Error {
  /** What went wrong, for logs: the HTTP status or 'network'. */
  constructor(readonly detail: string) {
    super(UPLOAD_FAILED_MESSAGE);
    this.name = 'ImageUploadError';
  }
}

export function imageUploadUrl(): string {
  return getRuntimeConfig().imageUploadUrl || apiUrl(UPLOAD_PATH);
}

export interface UploadImageInput {
  file: Blob;
  /** The name sent with the multipart file. */
  fileName: string;
  /** Our id of the image, sent as `file_id` and kept as the uploaded image's `id`. */
  fileId: string;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseAnswer(text: string): { url: string; file_name?: string } | null {
  try {
    const parsed = uploadResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * POSTs one image as multipart (`aiwp_logged_in`, `file`, `file_id`) to the external upload endpoint.
 * XMLHttpRequest rather than fetch because only XHR reports upload progress. Anything but a
 * `{status: 'success', url}` answer rejects with an ImageUploadError ('File reading error');
 * an abort rejects with a DOMException named AbortError.
 */
export function uploadImage({
  file,
  fileName,
  fileId,
  onProgress,
  signal,
}: UploadImageInput): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const form = new FormData();
    form.append('aiwp_logged_in', readCookie(SESSION_COOKIE) ?? '');
    form.append('file', file, fileName);
    form.append('file_id', fileId);

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', imageUploadUrl());
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      settle();
      const answer = xhr.status >= 200 && xhr.status < 300 ? parseAnswer(xhr.responseText) : null;
      if (!answer) {
        reject(new ImageUploadError(`HTTP ${xhr.status}`));
        return;
      }
      onProgress?.(1);
      resolve(uploadedImage(fileId, answer.url, answer.file_name || fileName));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ImageUploadError('network'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new DOMException('Upload aborted', 'AbortError'));
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * One image attachment's upload (several may run at once: each call's promise is its own). The ask
 * body carries the answer; nothing cached changes.
 */
export function useUploadImageMutation() {
  return useMutation({ mutationFn: uploadImage });
}
