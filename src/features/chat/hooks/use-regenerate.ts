import { useCallback } from 'react';
import { readPopupCookies, upgradePageUrl, useCurrentPlan } from '@/features/plans';
import { openInNewTab } from '@/lib/download';
import { useRuntimeConfig } from '@/lib/runtime-config';
import type { Message } from '@/lib/schemas/message';
import { useChatActions } from './use-chat-actions';

/** A reply of an image model: its pictures are what it says. */
export const isPictureReply = (message: Message) =>
  !message.isCreatedByUser && (message.image_urls?.length ?? 0) > 0;

/**
 * Regenerate a reply. Spec section 4: only PRO MAX regenerates a picture; for any other plan the upgrade
 * page opens in a new tab and nothing is sent.
 */
export function useRegenerate(): (message: Message) => void {
  const actions = useChatActions();
  const { isProMax } = useCurrentPlan();
  const { upgradeUrl } = useRuntimeConfig();
  return useCallback(
    (message: Message) => {
      // The plan group comes from cookies: read at the click, not in every message row's render.
      if (isPictureReply(message) && !isProMax) openInNewTab(upgradePageUrl(upgradeUrl, readPopupCookies()));
      else actions.regenerate(message.messageId);
    },
    [actions, isProMax, upgradeUrl],
  );
}
