import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { replySenderName } from '@/features/models';
import type { Message } from '@/lib/schemas/message';

export interface MessageFrameProps {
  message: Message;
  /** The inline editor is open: the bubble gives way to it. */
  isEditing?: boolean;
  /** The live row's actions under the message; none in a static transcript. */
  actions?: ReactNode;
  /** The address names this message (`?m=`, a search hit): it shows marked. */
  linked?: boolean;
  children: ReactNode;
}

/** One message's article, sender line and bubble: the live row and the static transcript look the same. */
export function MessageFrame({
  message,
  isEditing = false,
  actions,
  linked = false,
  children,
}: MessageFrameProps) {
  const { t } = useTranslation();
  const mine = message.isCreatedByUser;
  const sender = mine ? '' : replySenderName(message);
  return (
    <article
      aria-label={mine ? t('chat.your_message') : t('chat.reply_from', { sender })}
      aria-current={linked ? 'location' : undefined}
      data-message-id={message.messageId}
      data-from={mine ? 'user' : 'reply'}
      data-linked={linked ? '' : undefined}
      className={`group mx-auto flex w-full max-w-3xl flex-col gap-1 px-4 py-3 ${mine ? 'items-end' : 'items-start'} ${
        linked ? 'linked-message' : ''
      }`}
    >
      <span className="text-xs font-semibold text-ink-muted">
        {mine ? t('chat.you') : sender}
        {linked ? <span className="linked-message-badge">{t('chat.reading.linked')}</span> : null}
      </span>
      <div
        data-message-body=""
        className={`min-w-0 max-w-full text-ink ${
          mine && !isEditing ? 'rounded-2xl bg-surface-sunken px-4 py-2.5' : 'w-full'
        }`}
      >
        {children}
      </div>
      {actions}
    </article>
  );
}
