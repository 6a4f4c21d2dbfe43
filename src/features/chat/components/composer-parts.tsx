import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SendIcon } from '@/components/ui/action-icons';
import { useTokenCountQuery } from '../api/get-token-count';
import { useDraftFill, useSettledText } from '../hooks/use-draft-text';
import type { DraftBuffer } from '../lib/draft-buffer';

/**
 * The parts of the composer that follow its text, each subscribed to the draft on its own, so a key press
 * renders nothing, and the Send button renders when the box turns empty or filled, never the whole panel
 * (issue #30). The token count waits until typing pauses (`useSettledText`); so does the quick action
 * chip (composer-extras.tsx).
 */

export const SendButton = memo(function SendButton({
  draft,
  disabled,
  hasImages,
}: {
  draft: DraftBuffer;
  disabled: boolean;
  hasImages: boolean;
}) {
  const { t } = useTranslation();
  const hasText = useDraftFill(draft) === 'text';
  return (
    <button
      type="submit"
      aria-label={t('chat.send')}
      disabled={disabled || (!hasText && !hasImages)}
      className="mb-1 rounded-full bg-accent p-2 text-accent-ink hover:bg-accent-strong disabled:opacity-40"
    >
      <SendIcon width={18} height={18} />
    </button>
  );
});

/** The placeholder says why the box is closed, but a kept prompt hides it: said above the box then. */
export const ClosedNotice = memo(function ClosedNotice({
  draft,
  reason,
}: {
  draft: DraftBuffer;
  reason: string;
}) {
  const empty = useDraftFill(draft) === 'empty';
  return empty ? null : (
    <p role="status" className="px-2 text-sm text-ink-muted">
      {reason}
    </p>
  );
});

/** The token count of a signed-in user's text (the server counts it), once typing pauses. */
export const TokenCount = memo(function TokenCount({ draft }: { draft: DraftBuffer }) {
  const { t } = useTranslation();
  const settled = useSettledText(draft);
  const tokens = useTokenCountQuery(settled, true);
  // The count of the text as it settled: not the last message's, kept by the query, on the first key of
  // the next one (it showed for a pause, and drew a line under the box in that key's frame). An emptied
  // box settles at once; a key press alone renders nothing here.
  return settled.trim() !== '' && tokens.data !== undefined ? (
    <p className="px-2 text-right text-xs text-ink-muted" aria-live="polite">
      {t('chat.token_count', { count: tokens.data })}
    </p>
  ) : null;
});
