import { useTranslation } from '@/lib/i18n';
import type { Message } from '@/lib/schemas/message';
import { LIMITED_ACCESS_MARKER } from '../lib/availability';
import { ErrorMessage } from './error-message';
import { FoldedPrompt } from './folded-prompt';
import { LimitedAccessNotice } from './limited-access-notice';
import { MessageMarkdown } from './markdown/message-markdown';
import { ReplyImages } from './reply-images';
import { safeUrl } from '@/lib/url/safe-url';

function UserText({ message, foldable }: { message: Message; foldable: boolean }) {
  const images = message.image_urls ?? [];
  return (
    <div className="flex flex-col gap-2">
      {images.length ? (
        <div className="flex flex-wrap gap-2">
          {images.map((image, index) => {
            const url = safeUrl(image.image_url?.url ?? image.url, 'image');
            return url ? (
              <img
                key={image.id ?? index}
                src={url}
                alt={image.file_name ?? ''}
                loading="lazy"
                className="h-24 w-24 rounded-lg border border-line object-cover"
              />
            ) : null;
          })}
        </div>
      ) : null}
      {foldable ? (
        <FoldedPrompt id={message.messageId} text={message.text} />
      ) : (
        <p className="whitespace-pre-wrap break-words">{message.text}</p>
      )}
    </div>
  );
}

/** What a message shows: the user's text, a reply in markdown, or the state that replaces it. */
export function MessageContent({
  message,
  isLatest = false,
  endpoint,
  foldable = false,
}: {
  message: Message;
  isLatest?: boolean;
  /** The live chat: a long prompt shows folded (the transcripts show it whole). */
  foldable?: boolean;
  /** The live chat's endpoint: an error about its key offers the button that sets it. */
  endpoint?: string | null;
}) {
  const { t } = useTranslation();
  if (message.isCreatedByUser) return <UserText message={message} foldable={foldable} />;
  if (message.error) return <ErrorMessage text={message.text} endpoint={endpoint} />;
  const limited = message.text.includes(LIMITED_ACCESS_MARKER);
  const text = limited ? message.text.replace(LIMITED_ACCESS_MARKER, '').trim() : message.text;
  const unfinished = message.unfinished && !message.submitting;
  return (
    <div className="flex flex-col gap-2">
      {text || message.submitting ? (
        <MessageMarkdown text={text} streaming={Boolean(message.submitting)} />
      ) : null}
      {message.image_urls?.length ? <ReplyImages message={message} isLatest={isLatest} /> : null}
      {limited ? <LimitedAccessNotice /> : null}
      {unfinished ? (
        <p className="rounded-lg border border-line bg-surface-sunken px-3 py-2 text-sm text-ink-muted">
          <strong className="font-semibold text-ink">{t('chat.unfinished_title')}</strong>{' '}
          {t('chat.unfinished_body')}
        </p>
      ) : null}
      {message.cancelled ? <p className="text-xs text-ink-muted">{t('chat.cancelled')}</p> : null}
    </div>
  );
}
