import { useTranslation } from '@/lib/i18n';
import { ContinueIcon, DownloadIcon, EditIcon, RegenerateIcon } from '@/components/ui/action-icons';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { focusIfLost } from '@/lib/focus-if-lost';
import { downloadImage } from '@/lib/images/download-image';
import { COMPOSER_ID } from '@/lib/landmarks';
import type { Message } from '@/lib/schemas/message';
import { safeUrl } from '@/lib/url/safe-url';
import { useCopyFeedback } from '@/lib/use-copy-feedback';
import { useChatActions } from '../hooks/use-chat-actions';
import { isPictureReply, useRegenerate } from '../hooks/use-regenerate';
import { canContinue, canEdit, canRegenerate, messageMarkers } from '../lib/availability';
import { stripPluginMarkers } from '../lib/stream-text';
import { translateInstruction } from '../lib/translate-languages';
import { useConversationEndpoint, useIsEditing, useIsSubmitting } from '../state/chat-hooks';
import { useChatSlots } from './chat-slots';
import { ReadAloudButton } from './read-aloud-button';
import { SiblingSwitcher } from './sibling-switcher';
import { TranslateMenu } from './translate-menu';

const ICON_BUTTON =
  'rounded-md p-1.5 text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent';

/** The row under a message: variants switcher and the actions its state allows (spec section 4). */
export function MessageActions({
  message,
  slot,
  isLatest,
}: {
  message: Message;
  slot: number;
  isLatest: boolean;
}) {
  const { t } = useTranslation();
  const actions = useChatActions();
  const [copied, copy] = useCopyFeedback();
  const endpoint = useConversationEndpoint();
  const isSubmitting = useIsSubmitting();
  const isEditing = useIsEditing(slot);
  const regenerate = useRegenerate();
  const { ReplyAddon } = useChatSlots();
  if (message.submitting) return null;

  const context = { message, isLatest, endpoint, isEditing, isSubmitting };
  const hidden = messageMarkers(message.text).hiddenActions;
  const images = message.image_urls ?? [];
  const isAi = !message.isCreatedByUser;
  const switcher = <SiblingSwitcher messageId={message.messageId} slot={slot} disabled={isSubmitting} />;

  return (
    <div className="flex flex-wrap items-center gap-0.5">
      {/* The switcher sits on the outer side, so the buttons do not move when it appears. */}
      {isAi ? null : switcher}
      {canEdit(context) && !(isPictureReply(message) && !message.text) ? (
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('chat.actions.edit')}
          title={t('chat.actions.edit')}
          onClick={() => actions.setEditing(message.messageId)}
        >
          <EditIcon width={16} height={16} />
        </button>
      ) : null}
      {!hidden.includes('copy') && !message.error && message.text ? (
        <button
          type="button"
          className={ICON_BUTTON}
          data-copy-reply=""
          aria-label={copied ? t('chat.actions.copied') : t('chat.actions.copy')}
          title={copied ? t('chat.actions.copied') : t('chat.actions.copy')}
          onClick={() => copy(stripPluginMarkers(message.text))}
        >
          {copied ? <CheckIcon width={16} height={16} /> : <CopyIcon width={16} height={16} />}
        </button>
      ) : null}
      {isAi && !message.error && message.text ? (
        <ReadAloudButton id={message.messageId} text={message.text} className={ICON_BUTTON} />
      ) : null}
      {canRegenerate(context) ? (
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('chat.actions.regenerate')}
          title={t('chat.actions.regenerate')}
          onClick={() => {
            regenerate(message);
            // The button gives way to Stop while the new reply streams.
            focusIfLost(() => document.getElementById(COMPOSER_ID));
          }}
        >
          <RegenerateIcon width={16} height={16} />
        </button>
      ) : null}
      {canContinue(context) ? (
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('chat.actions.continue')}
          title={t('chat.actions.continue')}
          onClick={() => actions.continueReply()}
        >
          <ContinueIcon width={16} height={16} />
        </button>
      ) : null}
      {isAi && !hidden.includes('translate') && !message.error && message.text && !isSubmitting ? (
        <TranslateMenu
          className={ICON_BUTTON}
          onPick={(code) =>
            void actions.send(translateInstruction(code), {
              textToTranslate: stripPluginMarkers(message.text),
            })
          }
        />
      ) : null}
      {images.map((image, index) => {
        const url = safeUrl(image.image_url?.url ?? image.url, 'download');
        return url ? (
          <button
            key={image.id ?? index}
            type="button"
            className={ICON_BUTTON}
            aria-label={t('chat.actions.download_image')}
            title={t('chat.actions.download_image')}
            onClick={() => void downloadImage(url, image.file_name ?? `image-${index + 1}`)}
          >
            <DownloadIcon width={16} height={16} />
          </button>
        ) : null;
      })}
      {isAi && ReplyAddon ? (
        <ReplyAddon
          message={message}
          isLatest={isLatest}
          disabled={isSubmitting || isEditing}
          actions={actions}
        />
      ) : null}
      {isAi ? switcher : null}
    </div>
  );
}
