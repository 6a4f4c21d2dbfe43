import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '@/components/ui/action-icons';
import type { ExportDialogProps } from '@/features/export';
import { getMessages } from '../api/get-messages';
import { treeMessages } from '../lib/message-tree';
import { lacksTimestamps, withServerTimestamps } from '../lib/server-timestamps';
import { useChatStore } from '../state/chat-context';

// The dialog, its formatters and (later, on use) html2canvas load only when someone exports.
const ExportDialog = lazy(() =>
  import('@/features/export').then((module) => ({ default: module.ExportDialog })),
);

type Snapshot = Omit<ExportDialogProps, 'onClose'>;

/** Tools for the open conversation, at the top right of the message area: Export for now. */
export function ConversationToolbar({ isGuest }: { isGuest: boolean }) {
  const { t } = useTranslation();
  const store = useChatStore();
  const button = useRef<HTMLButtonElement>(null);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [opening, setOpening] = useState(false);

  // The dialog works on the conversation as it is when opened, not as it streams on.
  const open = async () => {
    const { conversationId, conversation, tree, siblingIndex } = store.getState();
    if (!conversationId || opening) return;
    let messages = treeMessages(tree);
    if (!isGuest && lacksTimestamps(messages)) {
      setOpening(true);
      // Replies sent in this visit have no createdAt yet; the stored list has it. Without it the
      // export still works, with empty dates.
      messages = await getMessages(conversationId).then(
        (stored) => withServerTimestamps(messages, stored),
        () => messages,
      );
      setOpening(false);
    }
    setSnapshot({ conversation: { ...conversation, conversationId }, messages, siblingIndex });
  };

  // The dialog unmounts instead of closing, so focus goes back by hand once it (and the inert
  // it put on the page) is gone.
  const refocus = useRef(false);
  useEffect(() => {
    if (snapshot || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [snapshot]);
  const close = () => {
    refocus.current = true;
    setSnapshot(null);
  };

  return (
    <div
      role="toolbar"
      aria-label={t('export.toolbar')}
      className="flex shrink-0 justify-end border-b border-line/60 px-2 py-1 sm:px-3"
    >
      <button
        ref={button}
        type="button"
        onClick={() => void open()}
        aria-label={t('export.open')}
        aria-busy={opening || undefined}
        title={t('export.open')}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm text-ink-muted hover:bg-surface-sunken hover:text-ink"
      >
        <DownloadIcon width={16} height={16} />
        <span className="hidden sm:inline">{t('export.export')}</span>
      </button>
      {snapshot ? (
        <Suspense fallback={null}>
          <ExportDialog {...snapshot} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
