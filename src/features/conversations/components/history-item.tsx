import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EditIcon } from '@/components/ui/action-icons';
import { TrashIcon } from '@/components/ui/list-icons';
import { showToast } from '@/components/ui/toast-store';
import { COMPOSER_ID, MAIN_ID } from '@/lib/landmarks';
import { isBrowserClick } from '@/lib/browser-click';
import type { StableNavigate } from '@/lib/use-stable-navigate';
import type { Conversation } from '@/lib/schemas/conversation';
import { useIsWriting } from '@/lib/writing-chats';
import { useDeleteConversationMutation } from '../api/delete-conversation';
import { useUpdateConversationMutation } from '../api/update-conversation';
import { conversationPath, pathAfterDelete } from '../lib/open-path';
import { prefetchConversation } from '../lib/prefetch-conversation';
import { renamedTitle } from '../lib/rename';
import { shownTitle } from '../lib/shown-title';
import { HistoryDeleteConfirm } from './history-delete-confirm';
import { HistoryRenameForm } from './history-rename-form';
import { HistoryRowMenu } from './history-row-menu';

export interface HistoryItemProps {
  conversation: Conversation;
  isOpen: boolean;
  /** The same function for the row's life, as `onOpen`: a change of address draws only the rows it opens or closes. */
  navigate: StableNavigate;
  /** Called after a click opens the conversation (the sidebar closes on narrow screens). */
  onOpen?: () => void;
}

const ICON_BUTTON = 'rounded-md p-1 text-ink-muted hover:bg-surface hover:text-ink';

const focusIsLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Where focus goes when a closed chat's row is deleted: the next row, the one before (across the date
 * groups), or the message box.
 */
function focusAfterRemoval(link: HTMLAnchorElement | null): void {
  const rows = link?.closest('[data-history-rows]');
  const links = rows ? [...rows.querySelectorAll<HTMLAnchorElement>('a[data-history-link]')] : [];
  const index = link ? links.indexOf(link) : -1;
  const neighbour = index === -1 ? undefined : (links[index + 1] ?? links[index - 1]);
  const fallback = document.getElementById(COMPOSER_ID) ?? document.getElementById(MAIN_ID);
  (neighbour ?? fallback)?.focus();
}

/**
 * One conversation of the history: its link, inline rename and delete. Its link is a plain anchor, not
 * react-router's NavLink, which reads the address and so would draw every row on each change of it.
 */
export const HistoryItem = memo(function HistoryItem({
  conversation,
  isOpen,
  navigate,
  onOpen,
}: HistoryItemProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const queryClient = useQueryClient();
  const rename = useUpdateConversationMutation();
  const remove = useDeleteConversationMutation();
  const { conversationId, title: storedTitle } = conversation;
  // The rename field edits the stored title; everything else shows it in the interface's language.
  const title = shownTitle(storedTitle, t);
  const path = conversationPath(conversation);
  const link = useRef<HTMLAnchorElement>(null);
  const isWriting = useIsWriting(conversationId);

  // Back from renaming or the delete question: focus returns to the row, unless the user moved it elsewhere.
  const previousMode = useRef(mode);
  useEffect(() => {
    if (previousMode.current !== 'view' && mode === 'view' && focusIsLost()) link.current?.focus();
    previousMode.current = mode;
  }, [mode]);

  const save = (input: string) => {
    const next = renamedTitle(input, storedTitle);
    if (next === null) return setMode('view');
    rename.mutate(
      { conversationId, title: next },
      {
        onSuccess: () => {
          setMode('view');
          if (isOpen) document.title = next;
        },
        onError: () => showToast({ message: t('history.rename_failed'), kind: 'error' }),
      },
    );
  };

  const confirmDelete = () => {
    remove.mutate(conversationId, {
      onSuccess: () => {
        // An open chat gives way to a new one, whose message box takes focus; a closed one to its neighbour.
        if (isOpen) navigate(pathAfterDelete(conversation));
        else focusAfterRemoval(link.current);
        setMode('view');
      },
      onError: () => showToast({ message: t('history.delete_failed'), kind: 'error' }),
    });
  };

  if (mode === 'rename') {
    return (
      <HistoryRenameForm
        initialTitle={storedTitle}
        saving={rename.isPending}
        onSave={save}
        onCancel={() => setMode('view')}
      />
    );
  }

  return (
    <div>
      <div
        className={`group flex items-center gap-1 rounded-lg pr-1 ${
          isOpen ? 'bg-surface-sunken' : 'hover:bg-surface-sunken'
        }`}
      >
        <a
          ref={link}
          data-history-link=""
          href={path}
          aria-current={isOpen ? 'page' : undefined}
          onPointerDown={() => prefetchConversation(queryClient, conversation)}
          onClick={(event) => {
            if (isBrowserClick(event)) return;
            prefetchConversation(queryClient, conversation);
            event.preventDefault();
            document.title = title;
            // Its own address again is not a new history entry (as react-router's links do).
            navigate(path, { replace: isOpen });
            onOpen?.();
          }}
          className={`flex min-w-0 flex-1 items-center px-2 py-1.5 text-sm ${
            isOpen ? 'font-medium text-ink' : 'text-ink-muted group-hover:text-ink'
          }`}
        >
          <span className="truncate">{title}</span>
          {isWriting ? (
            <span className="ml-1 inline-flex shrink-0 items-center gap-1 text-xs text-accent">
              <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-accent motion-safe:animate-pulse" />
              {t('history.writing')}
            </span>
          ) : null}
        </a>
        {/* Pointers that hover reveal the icons; touch screens get the row menu instead. */}
        <div
          className={`flex shrink-0 items-center [@media(hover:none)]:hidden ${
            isOpen ? '' : 'opacity-0 focus-within:opacity-100 group-hover:opacity-100'
          }`}
        >
          <button
            type="button"
            aria-label={t('history.rename_chat', { title })}
            onClick={() => setMode('rename')}
            className={ICON_BUTTON}
          >
            <EditIcon width={16} height={16} />
          </button>
          <button
            type="button"
            aria-label={t('history.delete_chat', { title })}
            onClick={() => setMode('delete')}
            className={ICON_BUTTON}
          >
            <TrashIcon width={16} height={16} />
          </button>
        </div>
        <HistoryRowMenu title={title} onRename={() => setMode('rename')} onDelete={() => setMode('delete')} />
      </div>
      {mode === 'delete' ? (
        <HistoryDeleteConfirm
          title={title}
          deleting={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setMode('view')}
        />
      ) : null}
    </div>
  );
});
