import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toast-store';
import { usePdfStatusQuery } from '../api/get-pdf-status';
import { useUploadPdfMutation, type UploadAnswer } from '../api/upload-pdf';

/** Which limit an answer names: the panel's two, or the token limit, which has its modal (spec section 8). */
export type PdfLimit = 'uploads' | 'chats' | 'tokens';

export type PdfUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; progress: number }
  | { phase: 'analyzing'; fileName: string; conversationId: string; collectionName: string }
  | { phase: 'limit'; limit: PdfLimit };

const newCollectionName = () => `pdf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** An auth answer that refuses the upload: which limit the panel names, or null when the upload may go on. */
export function limitOf(answer: UploadAnswer): PdfLimit | null {
  if ((answer.auth?.status ?? '').toLowerCase() !== 'invalid') return null;
  const status = answer.auth?.data?.status ?? '';
  if (status === 'max-tokens') return 'tokens';
  return /chat/i.test(status) ? 'chats' : 'uploads';
}

/** A status that lets the conversation open: it goes on analysing there, or says there that it failed. */
const OPENS = ['in_progress', 'completed', 'failed'];

/**
 * Upload, then 'analyzing' while the status query polls (every 2 s) until in_progress or completed, then
 * the conversation (spec section 4 'ChatPDF'); a failed analysis is said there, once, with Delete. A
 * failed upload returns to idle with the spec's toast.
 */
export function usePdfUpload() {
  const { t } = useTranslation('chatpdf');
  const navigate = useNavigate();
  const [state, setState] = useState<PdfUploadState>({ phase: 'idle' });
  const { mutateAsync: upload } = useUploadPdfMutation();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const analyzing = state.phase === 'analyzing' ? state : null;
  const status = usePdfStatusQuery(analyzing?.conversationId ?? '', analyzing?.collectionName);
  const reached = analyzing && OPENS.includes(status.data?.status ?? '') ? analyzing.conversationId : null;
  const failed = Boolean(analyzing) && status.isError;
  // Once: while the conversation's route loads this page stays, and `navigate` changes with the address.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!reached || opened.current === reached) return;
    opened.current = reached;
    navigate(`/chatpdf/${encodeURIComponent(reached)}`);
  }, [navigate, reached]);
  useEffect(() => {
    if (failed) showToast({ message: t('upload_failed'), kind: 'error' });
  }, [failed, t]);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'uploading', fileName: file.name, progress: 0 });
      try {
        const collection = newCollectionName();
        const answer = await upload({
          file,
          collectionName: collection,
          onProgress: (progress) => setState({ phase: 'uploading', fileName: file.name, progress }),
          signal: abort.signal,
        });
        const limit = limitOf(answer);
        if (limit) return setState({ phase: 'limit', limit });
        if (answer.status !== 'success' || !answer.conversationId)
          throw new Error(answer.message ?? 'upload');
        setState({
          phase: 'analyzing',
          fileName: file.name,
          conversationId: answer.conversationId,
          collectionName: answer.collection_name ?? collection,
        });
      } catch {
        if (abort.signal.aborted) return;
        setState({ phase: 'idle' });
        showToast({ message: t('upload_failed'), kind: 'error' });
      }
    },
    [t, upload],
  );

  // A status that cannot be read: back to the upload zone (with the toast above).
  const shown: PdfUploadState = failed ? { phase: 'idle' } : state;
  return { state: shown, start, reset: () => setState({ phase: 'idle' }) };
}
