import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ContinueIcon, RegenerateIcon, StopIcon } from '@/components/ui/action-icons';
import { useChatActions } from '../hooks/use-chat-actions';
import { useRegenerate } from '../hooks/use-regenerate';
import { canContinue, canRegenerate } from '../lib/availability';
import {
  useConversationEndpoint,
  useIsAnyEditing,
  useIsSubmitting,
  useSettledLatestMessage,
} from '../state/chat-hooks';

const BUTTON =
  'inline-flex items-center gap-1.5 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm text-ink shadow-sm hover:bg-surface-raised';

/** Above the input: Stop while submitting, then Continue when supported, otherwise Regenerate. */
export const GenerationBar = memo(function GenerationBar() {
  const { t } = useTranslation();
  const actions = useChatActions();
  const regenerate = useRegenerate();
  const isSubmitting = useIsSubmitting();
  // While a reply streams only Stop shows: not reading the latest message then spares a render per token.
  const latest = useSettledLatestMessage();
  const endpoint = useConversationEndpoint();
  const isEditing = useIsAnyEditing();
  let button = null;
  if (isSubmitting) {
    button = (
      <button type="button" className={BUTTON} onClick={actions.stop}>
        <StopIcon width={14} height={14} /> {t('chat.stop_generating')}
      </button>
    );
  } else if (latest && !latest.isCreatedByUser) {
    const context = { message: latest, isLatest: true, endpoint, isEditing, isSubmitting };
    if (canContinue(context)) {
      button = (
        <button type="button" className={BUTTON} onClick={actions.continueReply}>
          <ContinueIcon width={14} height={14} /> {t('chat.continue_generating')}
        </button>
      );
    } else if (canRegenerate(context)) {
      button = (
        <button type="button" className={BUTTON} onClick={() => regenerate(latest)}>
          <RegenerateIcon width={14} height={14} /> {t('chat.regenerate_reply')}
        </button>
      );
    }
  }
  return button ? <div className="flex justify-center">{button}</div> : null;
});
