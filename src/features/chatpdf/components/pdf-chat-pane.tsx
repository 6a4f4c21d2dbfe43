import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { enterSubmits } from '@/lib/enter-submits';
import { useFollowEnd } from '@/lib/use-follow-end';
import { SendIcon } from '@/components/ui/action-icons';
import { PlusIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { usePdfMessagesQuery } from '../api/get-pdf-messages';
import { usePdfStatusQuery } from '../api/get-pdf-status';
import type { Citation } from '../citations/lib/citations';
import { usePdfChat } from '../hooks/use-pdf-chat';
import { usePdfDraft } from '../hooks/use-pdf-place';
import { AnalysisFailed } from './analysis-failed';
import { PdfLimitNotice } from './pdf-limit-notice';
import { PdfReply } from './pdf-reply';

interface PdfChatPaneProps {
  conversationId: string;
  fileName: string;
  collectionName: string | null | undefined;
  pageWords: readonly (readonly string[])[];
  pageCount: number | undefined;
  onCite: (citation: Citation) => void;
  /** The view-file button, when the viewer is not shown beside the chat. */
  viewFile: ReactNode;
}

/**
 * /chatpdf/{id}, the chat pane: file name, the analysis (polled until done), summary and suggested
 * questions, the messages with their sources, and the input pinned below them. The messages follow
 * an answer while it is revealed (unless the reader scrolled up) and a reopened chat opens at its end.
 */
export function PdfChatPane({
  conversationId,
  fileName,
  collectionName,
  pageWords,
  pageCount,
  onCite,
  viewFile,
}: PdfChatPaneProps) {
  const { t } = useTranslation('chatpdf');
  const status = usePdfStatusQuery(conversationId, collectionName);
  const stored = usePdfMessagesQuery(conversationId);
  const chat = usePdfChat(conversationId, stored.data ?? []);
  const [draft, setDraft] = usePdfDraft(conversationId);
  const state = status.data?.status;
  const ready = state === 'completed';
  const last = chat.messages[chat.messages.length - 1];
  const scroller = useRef<HTMLDivElement>(null);
  const { handlers: follow } = useFollowEnd(
    scroller,
    `${state ?? ''}:${last?.text.length ?? 0}:${chat.waiting}`,
    chat.messages.length,
  );

  const ask = async (text: string) => {
    setDraft('');
    if (!(await chat.send(text))) setDraft(text);
  };
  const onKey = enterSubmits(() => void ask(draft));

  return (
    <section className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col">
      {/* On a phone the file name has its own line (two at most) above the buttons, not a sliver beside them. */}
      <header className="flex flex-wrap items-center gap-2 px-4 pb-2 pt-4 sm:flex-nowrap">
        <h1
          title={fileName}
          className="line-clamp-2 min-w-0 basis-full break-words text-lg font-semibold text-ink sm:line-clamp-1 sm:flex-1 sm:basis-auto sm:text-xl"
        >
          {fileName}
        </h1>
        {viewFile}
        <Link
          to="/chatpdf"
          className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg border border-line px-3 py-1.5 text-sm text-ink hover:bg-surface-sunken"
        >
          <PlusIcon width={16} height={16} aria-hidden="true" />
          {t('new_pdf')}
        </Link>
      </header>
      {/* Its keys, wheel and touch only tell that the reader scrolls up; nothing is activated here. */}
      <div
        ref={scroller}
        {...follow}
        className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-4 py-2"
      >
        {state === 'failed' ? (
          <AnalysisFailed conversationId={conversationId} />
        ) : !ready ? (
          <Spinner label={t('analyzing', { name: fileName })} />
        ) : (
          <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
            <h2 className="text-sm font-semibold text-ink">{t('summary')}</h2>
            <p className="text-sm text-ink">{status.data?.introduction}</p>
            <h2 className="text-sm font-semibold text-ink">{t('suggested')}</h2>
            <ul className="flex flex-col gap-2">
              {(status.data?.questionList ?? []).map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    disabled={chat.waiting}
                    onClick={() => void ask(question)}
                    className="w-full rounded-lg border border-line px-3 py-2 text-left text-sm text-ink hover:bg-surface-sunken disabled:opacity-50"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ol aria-label={t('messages')} className="flex flex-1 flex-col gap-3">
          {chat.messages.map((message, index) => (
            <li
              key={index}
              aria-label={message.sender === 'user' ? t('you') : message.sender}
              className={
                message.sender === 'user'
                  ? 'self-end rounded-2xl bg-surface-sunken px-4 py-2.5 text-ink'
                  : 'text-ink'
              }
            >
              {message.sender === 'user' ? (
                <p className="whitespace-pre-wrap break-words">{message.text}</p>
              ) : (
                <PdfReply
                  text={message.text}
                  pageWords={pageWords}
                  pageCount={pageCount}
                  complete={index < chat.storedCount}
                  onCite={onCite}
                />
              )}
            </li>
          ))}
        </ol>
        {chat.waiting && chat.messages[chat.messages.length - 1]?.sender === 'user' ? (
          <Spinner label={t('thinking')} />
        ) : null}
        {chat.limit ? <PdfLimitNotice limit={chat.limit} onClose={chat.clearLimit} /> : null}
      </div>
      <div
        className={`mx-4 mb-4 mt-2 flex items-end gap-2 rounded-2xl border border-line p-2 ${
          ready ? 'bg-surface' : 'cursor-not-allowed bg-surface-sunken opacity-60'
        }`}
      >
        <textarea
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKey}
          disabled={!ready}
          aria-label={t('ask_label')}
          placeholder={t('ask_placeholder')}
          className="max-h-40 min-h-[2.5rem] flex-1 resize-none bg-transparent px-2 py-2 text-sm text-ink placeholder:text-ink-muted focus:outline-none disabled:cursor-not-allowed"
        />
        <button
          type="button"
          onClick={() => void ask(draft)}
          disabled={!ready || chat.waiting || draft.trim() === ''}
          aria-label={t('send')}
          className="rounded-lg bg-accent p-2 text-accent-ink disabled:opacity-50"
        >
          <SendIcon width={18} height={18} />
        </button>
      </div>
    </section>
  );
}
