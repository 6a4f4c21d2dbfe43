import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { replySenderName } from '@/features/models';
import type { Message } from '@/lib/schemas/message';

export interface MessageFrameProps {
  message: Message;
  /** The inline editor is open: the bubble gives way to it. */
  isEditing?: boolean;
  /** The live row's actions under the message; none in a static transcript. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One message's article, sender line and bubble: the live row and the static transcript look the same. */
export function MessageFrame({ message, isEditing = false, actions, children }: MessageFrameProps) {
  const { t } = useTranslation();
  const mine = message.isCreatedByUser;
  const sender = mine ? '' : replySenderName(message);
  return (
    <article
      aria-label={mine ? t('chat.your_message') : t('chat.reply_from', { sender })}
      data-message-id={message.messageId}
      className={`group mx-auto flex w-full max-w-3xl flex-col gap-1 px-4 py-3 ${mine ? 'items-end' : 'items-start'}`}
    >
      <span className="text-xs font-semibold text-ink-muted">{mine ? t('chat.you') : sender}</span>
      <div
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
