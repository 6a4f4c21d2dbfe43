import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toast-store';
import { getPdfStatus } from '../api/get-pdf-status';
import { uploadPdf, type UploadAnswer } from '../api/upload-pdf';
import { pollUntil } from '../lib/poll';

/** Which limit an answer names: the panel's two, or the token limit, which has its modal (spec section 8). */
export type PdfLimit = 'uploads' | 'chats' | 'tokens';

export type PdfUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; progress: number }
  | { phase: 'analyzing'; fileName: string }
  | { phase: 'limit'; limit: PdfLimit };

const newCollectionName = () => `pdf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** An auth answer that refuses the upload: which limit the panel names, or null when the upload may go on. */
export function limitOf(answer: UploadAnswer): PdfLimit | null {
  if ((answer.auth?.status ?? '').toLowerCase() !== 'invalid') return null;
  const status = answer.auth?.data?.status ?? '';
  if (status === 'max-tokens') return 'tokens';
  return /chat/i.test(status) ? 'chats' : 'uploads';
}

/**
 * Upload, then 'analyzing' while the status is polled every 2 s until in_progress or completed, then the
 * conversation (spec section 4 'ChatPDF'). Any failure returns to idle with the spec's toast.
 */
export function usePdfUpload() {
  const { t } = useTranslation('chatpdf');
  const navigate = useNavigate();
  const [state, setState] = useState<PdfUploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'uploading', fileName: file.name, progress: 0 });
      try {
        const collection = newCollectionName();
        const answer = await uploadPdf(
          file,
          collection,
          (progress) => setState({ phase: 'uploading', fileName: file.name, progress }),
          abort.signal,
        );
        const limit = limitOf(answer);
        if (limit) return setState({ phase: 'limit', limit });
        if (answer.status !== 'success' || !answer.conversationId)
          throw new Error(answer.message ?? 'upload');
        const id = answer.conversationId;
        setState({ phase: 'analyzing', fileName: file.name });
        const status = await pollUntil(
          () => getPdfStatus(id, answer.collection_name ?? collection),
          (reply) => ['in_progress', 'completed', 'failed'].includes(reply.status ?? ''),
          { signal: abort.signal },
        );
        if (status.status === 'failed') throw new Error('failed');
        navigate(`/chatpdf/${encodeURIComponent(id)}`);
      } catch {
        if (abort.signal.aborted) return;
        setState({ phase: 'idle' });
        showToast({ message: t('upload_failed'), kind: 'error' });
      }
    },
    [navigate, t],
  );

  return { state, start, reset: () => setState({ phase: 'idle' }) };
}
