import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/ui/toast-store';
import { askPdf } from '../api/ask-pdf';
import type { PdfMessage } from '../api/get-pdf-messages';
import { chatPdfKeys } from '../api/keys';
import { REVEAL_TICK_MS, revealed, ticksToReveal } from '../lib/reveal';
import { limitOf, type PdfLimit } from './use-pdf-upload';

/**
 * Sending a question (spec section 4): the user message at once, a spinner, the reply revealed 20
 * characters a tick, then kept with the stored messages.
 */
export function usePdfChat(conversationId: string, stored: PdfMessage[]) {
  const { t } = useTranslation('chatpdf');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PdfMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [limit, setLimit] = useState<PdfLimit | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => clearInterval(timer.current ?? undefined), []);

  const send = useCallback(
    async (prompt: string) => {
      const text = prompt.trim();
      if (!text || waiting) return false;
      const question: PdfMessage = { sender: 'user', text };
      setPending([question]);
      setWaiting(true);
      try {
        const answer = await askPdf(conversationId, text, stored);
        const reached = limitOf(answer);
        if (reached) {
          setLimit(reached);
          setPending([]);
          return false;
        }
        if (!answer.success || !answer.response) throw new Error('chat');
        const reply = answer.response;
        const sender = answer.sender ?? 'ChatPDF';
        let ticks = 0;
        await new Promise<void>((resolve) => {
          timer.current = setInterval(() => {
            ticks += 1;
            setPending([question, { sender, text: revealed(reply, ticks) }]);
            if (ticks >= ticksToReveal(reply)) {
              clearInterval(timer.current ?? undefined);
              resolve();
            }
          }, REVEAL_TICK_MS);
        });
        await queryClient.invalidateQueries({ queryKey: chatPdfKeys.messages(conversationId) });
        setPending([]);
        return true;
      } catch {
        setPending([]);
        showToast({ message: t('upload_failed'), kind: 'error' });
        return false;
      } finally {
        setWaiting(false);
      }
    },
    [conversationId, queryClient, stored, t, waiting],
  );

  /** `storedCount`: the messages before it are kept by the server; the rest are still arriving. */
  const clearLimit = useCallback(() => setLimit(null), []);
  return { messages: [...stored, ...pending], storedCount: stored.length, waiting, limit, clearLimit, send };
}
