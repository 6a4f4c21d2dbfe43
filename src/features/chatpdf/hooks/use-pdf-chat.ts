import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui/toast-store';
import { useAskPdfMutation, type PdfChatAnswer } from '../api/ask-pdf';
import type { PdfMessage } from '../api/get-pdf-messages';
import { chatPdfKeys } from '../api/keys';
import { limitOf, type PdfLimit } from './use-pdf-upload';
import { useRevealedText } from './use-revealed-text';

/** The reply an answer carries, or null for a refusal by a limit (or no reply at all). */
function replyOf(answer: PdfChatAnswer | undefined): PdfMessage | null {
  if (!answer || limitOf(answer) || !answer.success || !answer.response) return null;
  return { sender: answer.sender ?? 'ChatPDF', text: answer.response };
}

/**
 * Sending a question (spec section 4): the user message at once, a spinner, the reply revealed 20
 * characters a tick, then kept with the stored messages. The question, the wait, the answer and a
 * limit it names are the mutation's state; the reply's reveal is `useRevealedText`.
 */
export function usePdfChat(conversationId: string, stored: PdfMessage[]) {
  const { t } = useTranslation('chatpdf');
  const queryClient = useQueryClient();
  const ask = useAskPdfMutation(conversationId);
  const { reset, mutateAsync } = ask;
  const reply = replyOf(ask.data);
  const reveal = useRevealedText(reply?.text ?? null);
  const limit: PdfLimit | null = ask.data ? limitOf(ask.data) : null;

  // Revealed in full: the stored messages, read again, now hold the question and the reply.
  const revealed = reply !== null && reveal.done;
  useEffect(() => {
    if (!revealed) return;
    let current = true;
    void queryClient.invalidateQueries({ queryKey: chatPdfKeys.messages(conversationId) }).finally(() => {
      if (current) reset();
    });
    return () => {
      current = false;
    };
  }, [conversationId, queryClient, reset, revealed]);

  const waiting = ask.isPending || reply !== null;
  const send = useCallback(
    async (prompt: string) => {
      const text = prompt.trim();
      if (!text || waiting) return false;
      try {
        const answer = await mutateAsync({ prompt: text, history: stored });
        if (limitOf(answer)) return false;
        if (!replyOf(answer)) throw new Error('chat');
        return true;
      } catch {
        reset();
        showToast({ message: t('upload_failed'), kind: 'error' });
        return false;
      }
    },
    [mutateAsync, reset, stored, t, waiting],
  );

  const question = ask.variables && !limit && !ask.isError ? ask.variables.prompt : null;
  const pending: PdfMessage[] = [];
  if (question) pending.push({ sender: 'user', text: question });
  // The reply's row comes with its first characters (until then the spinner shows).
  if (question && reply && reveal.shown) pending.push({ sender: reply.sender, text: reveal.shown });
  /** `storedCount`: the messages before it are kept by the server; the rest are still arriving. */
  return {
    messages: [...stored, ...pending],
    storedCount: stored.length,
    waiting,
    limit,
    clearLimit: reset,
    send,
  };
}
