import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  ApiError,
  apiUrl,
  emitAuthError,
  getAccessToken,
  isApiError,
  messageFromBody,
  refreshSession,
} from '@/lib/api-client';

/** The `auth` part of the chat-pdf answers: `invalid` with the limit's name in `data.status`. */
export const authAnswerSchema = z.nullish(
  z.object({
    status: z.nullish(z.string()),
    data: z.nullish(z.object({ status: z.nullish(z.string()) })),
  }),
);

export const uploadAnswerSchema = z.object({
  status: z.nullish(z.string()),
  conversationId: z.nullish(z.string()),
  collection_name: z.nullish(z.string()),
  message: z.nullish(z.string()),
  auth: authAnswerSchema,
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * POST /api/chat-pdf/upload as multipart (`collection_name`, `file`) through XMLHttpRequest, the one
 * browser API that reports upload progress. A non-2xx answer rejects with an ApiError; a 401 is
 * answered like every API call: one shared session refresh, then one retry.
 */
export async function uploadPdf(
  file: File,
  collectionName: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  try {
    return await sendUpload(file, collectionName, onProgress, signal);
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    const outcome = await refreshSession();
    if (outcome.kind !== 'refreshed') {
      emitAuthError();
      throw error;
    }
    onProgress(0);
    return sendUpload(file, collectionName, onProgress, signal).catch((retryError: unknown) => {
      if (isApiError(retryError, 401)) emitAuthError();
      throw retryError;
    });
  }
}

function sendUpload(
  file: File,
  collectionName: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/api/chat-pdf/upload'));
    request.withCredentials = true;
    const token = getAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // A text or HTML answer: the status says enough.
      }
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, messageFromBody(body, request.status), body));
        return;
      }
      const parsed = uploadAnswerSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(request.status, 'Unexpected answer', body));
    };
    request.onerror = () => reject(new ApiError(0, 'Network error', null));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    const form = new FormData();
    form.append('collection_name', collectionName);
    form.append('file', file);
    request.send(form);
  });
}

export interface PdfUpload {
  file: File;
  collectionName: string;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The new chat's status and messages are read by its own queries; nothing cached changes. */
export function useUploadPdfMutation() {
  return useMutation({
    mutationFn: ({ file, collectionName, onProgress, signal }: PdfUpload) =>
      uploadPdf(file, collectionName, onProgress, signal),
  });
}
