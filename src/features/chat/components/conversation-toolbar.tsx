import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { DownloadIcon } from '@/components/ui/action-icons';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { ExportDialogProps } from '@/features/export';
import { HeaderActions } from '@/components/header-slot';
import { conversationKeys } from '@/lib/query-keys';
import type { Conversation } from '@/lib/schemas/conversation';
import { useReadExportMessages } from '../api/get-messages';
import { treeMessages } from '@/lib/message-tree';
import { lacksTimestamps, withServerTimestamps } from '../lib/server-timestamps';
import { useChatActions } from '../hooks/use-chat-actions';

// The dialog, its formatters and (later, on use) html2canvas load only when someone exports.
const ExportDialog = lazyComponent(() =>
  import('./conversation-export-dialog').then((module) => module.ConversationExportDialog),
);

type Snapshot = Omit<ExportDialogProps, 'onClose' | 'transcript'>;

/** Tools for the open conversation, at the top right of the message area: Export for now. A memo: typing
 * in the input does not render it again. */
export const ConversationToolbar = memo(function ConversationToolbar({ isGuest }: { isGuest: boolean }) {
  const { t } = useTranslation();
  const { read } = useChatActions();
  const queryClient = useQueryClient();
  const readStoredMessages = useReadExportMessages();
  const button = useRef<HTMLButtonElement>(null);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [opening, setOpening] = useState(false);

  // The dialog works on the conversation as it is when opened, not as it streams on.
  const open = async () => {
    const { conversationId, conversation, tree, siblingIndex } = read();
    if (!conversationId || opening) return;
    let messages = treeMessages(tree);
    if (!isGuest && lacksTimestamps(messages)) {
      setOpening(true);
      // Replies sent in this visit have no createdAt yet; the stored list has it. Without it the
      // export still works, with empty dates.
      messages = await readStoredMessages(conversationId).then(
        (stored) => withServerTimestamps(messages, stored),
        () => messages,
      );
      setOpening(false);
    }
    // The server titles a new chat after its first reply: the title it has now names the file.
    const title = queryClient.getQueryData<Conversation>(conversationKeys.detail(conversationId))?.title;
    setSnapshot({
      conversation: { ...conversation, conversationId, ...(title ? { title } : {}) },
      messages,
      siblingIndex,
    });
  };

  // The dialog unmounts instead of closing, so focus goes back by hand once it (and the inert
  // it put on the page) is gone.
  const refocus = useRef(false);
  useEffect(() => {
    if (snapshot || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
    // The button may be a new element (the header changed between phone and desktop while the dialog
    // was open): the dialog's own focus return then misses it and lands elsewhere a moment later.
    const frame = requestAnimationFrame(() => button.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [snapshot]);
  const close = () => {
    refocus.current = true;
    setSnapshot(null);
  };

  const tools = (
    <div role="toolbar" aria-label={t('export.toolbar')} className="flex items-center">
      <button
        ref={button}
        type="button"
        onClick={() => void open()}
        aria-label={t('export.open')}
        aria-busy={opening || undefined}
        title={t('export.open')}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm text-ink-muted hover:bg-surface-sunken hover:text-ink"
      >
        <DownloadIcon width={18} height={18} />
        <span className="hidden lg:inline">{t('export.export')}</span>
      </button>
    </div>
  );
  // The button sits in the header: no bar of its own that appears after the first reply and moves the
  // page. The dialog stays here, outside the header, which it makes inert while open.
  return (
    <>
      <HeaderActions
        fallback={
          <div className="flex shrink-0 justify-end border-b border-line/60 px-2 py-1 sm:px-3">{tools}</div>
        }
      >
        {tools}
      </HeaderActions>
      {snapshot ? <ExportDialog {...snapshot} onClose={close} /> : null}
    </>
  );
});
