import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { onTabNews } from '@/lib/tab-channel';
import { replyWrittenElsewhere } from '@/lib/writing-chats';
import { yieldToMain } from '@/lib/yield-to-main';
import { ChatActionsContext, useCreateChatActions } from '../hooks/use-chat-actions';
import { useDraftBuffer } from '../hooks/use-draft-buffer';
import {
  useConversationId,
  useHasMessages,
  useIsChatInMemory,
  useMessageById,
  useOpenChatKey,
} from '../state/chat-hooks';
import { compareBoard, subscribeCompare } from '@/lib/compare-selection';
import { ChatSlotsContext, type ChatSlots } from './chat-slots';
import type { ChatModel, RecordSeed as ChatSeed } from '../lib/conversation-record';
import { useChatStore, type ChatStore } from '../state/chat-writer';
import { ChatInput, type BeforeSend } from './chat-input';
import { ChatLanding } from './chat-landing';
import { ConversationToolbar } from './conversation-toolbar';
import { DeferredMessageList } from './deferred-message-list';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';

export interface ChatViewProps {
  /** The conversation's chat key (its id, or a fresh chat's client key: see chat-records). */
  chatKey: string;
  /** What the conversation starts from when this tab does not hold it yet (null: a fresh chat). */
  seed: ChatSeed | null;
  /** The server's latest copy: replaces what the tab holds when it adds something, unless a reply streams. */
  serverCopy?: ChatSeed | null;
  model: ChatModel;
  isGuest: boolean;
  /** Runs before each send (usage limits, gates); false keeps the message in the input, unsent. */
  beforeSend?: BeforeSend;
  /** The conversation's name, the page's heading for screen readers (the history shows it on screen). */
  title?: string;
  /**
   * What the address names: the conversation's id, or the slug or 'new' of a fresh chat (once the server
   * names the chat, the address becomes its id).
   */
  address: string;
  /** The conversation a /chat/{id} address names (null: a fresh chat's address). */
  storedId: string | null;
  /** What other features add to the screen (the comparison, issue #44). */
  slots?: ChatSlots;
  /**
   * The address names a message to open at (a search hit, a copied link): the rows around it are drawn
   * first and the composer a frame later (issue #43: the marked message within 300 ms at 4x).
   */
  opensAtMessage?: boolean;
}

const NO_SLOTS: ChatSlots = {};
/** The room the composer of a conversation takes (option bar, box and count), kept while it comes. */
const COMPOSER_ROOM = 'h-36 shrink-0';

/** The question whose answers stand side by side, when it is in this conversation. */
function useShownBoard(slots: ChatSlots): string | null {
  const board = useSyncExternalStore(subscribeCompare, compareBoard);
  const question = useMessageById(board?.questionId ?? '');
  return slots.Board && board && question ? board.questionId : null;
}

const ChatBody = memo(function ChatBody({
  chatKey,
  model,
  address,
  isGuest,
  beforeSend,
  title,
  store,
  slots = NO_SLOTS,
  opensAtMessage = false,
}: Pick<
  ChatViewProps,
  'chatKey' | 'model' | 'address' | 'isGuest' | 'beforeSend' | 'title' | 'slots' | 'opensAtMessage'
> & {
  store: ChatStore;
}) {
  const { t } = useTranslation();
  const conversationId = useConversationId();
  const isEmpty = !useHasMessages();
  const isStored = conversationId !== null && conversationId !== 'new' && conversationId !== 'search';
  // A draft belongs to one conversation: once the server names a new chat, what is typed next is that
  // chat's draft, and nothing is left under 'new' for the next New chat to show. The composer owns the
  // text (this view does not render again on a key press, issue #30).
  const draft = useDraftBuffer(conversationId ?? chatKey);
  // The chat's model needs nothing here: its record keeps it under the same chat key (`created`).
  const onNamed = useCallback((id: string) => draft.moveTo(id), [draft]);
  const actions = useCreateChatActions({ store, chatKey, model, isGuest, onNamed });
  // A reply this tab sent before a reload may still be being written: wait for it.
  useEffect(() => actions.resumeIfWriting(), [actions]);
  // And one another tab is writing shows as being written here too: begun while this chat is open, or
  // before it was opened (what this tab read of it then lacks that exchange).
  useEffect(
    () =>
      onTabNews((news) => {
        if (news.kind === 'writing' && news.conversationId === actions.read().conversationId)
          actions.followReply(news);
      }),
    [actions],
  );
  useEffect(() => {
    const writing = isStored ? replyWrittenElsewhere(conversationId) : null;
    if (writing) actions.followReply(writing);
  }, [actions, isStored, conversationId]);
  // The address names the open conversation: once the server names it (at `created`, or a chat reached
  // again by Back or Forward), /chat/new or a model's address becomes /chat/{id}. Guests' chats are not
  // theirs to reopen, so their address stays. In a task of its own, not the one drawing the named chat,
  // where a key pressed meanwhile would wait for both (issue #30).
  const navigate = useNavigate();
  useEffect(() => {
    if (isGuest || conversationId === null || address === conversationId) return;
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled && store.isOpen(chatKey)) void navigate(`/chat/${conversationId}`, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [isGuest, conversationId, address, store, chatKey, navigate]);
  const input = (
    <ChatInput
      draft={draft}
      model={model}
      isGuest={isGuest}
      conversationId={conversationId}
      beforeSend={beforeSend}
    />
  );
  const board = useShownBoard(slots);
  const Board = slots.Board;
  const composerShown = useAfterFirstPaint(opensAtMessage && !isEmpty);
  return (
    <ChatActionsContext.Provider value={actions}>
      <ChatSlotsContext.Provider value={slots}>
        {isEmpty ? (
          <ChatLanding input={input} onPick={draft.change} />
        ) : (
          <div className="flex h-full flex-col">
            {/* The landing has its greeting; a conversation is named by its title ('New chat' until named). */}
            <h1 className="sr-only">{title ?? t('shell.new_chat')}</h1>
            {isStored ? <ConversationToolbar isGuest={isGuest} /> : null}
            {board && Board ? <Board questionId={board} actions={actions} /> : <DeferredMessageList />}
            {composerShown ? input : <div aria-hidden className={COMPOSER_ROOM} />}
          </div>
        )}
      </ChatSlotsContext.Provider>
    </ChatActionsContext.Provider>
  );
});

/**
 * One conversation: its state (opened from what the tab holds, else from `seed`), the message list (or
 * the landing when empty) and the input. Leaving saves the state for a later return; a reply still
 * streaming goes on writing there.
 */
export function ChatView({ chatKey, seed, serverCopy = null, storedId, ...body }: ChatViewProps) {
  const store = useChatStore();
  const initialSeed = useRef(seed);
  // The address's conversation when the view opened (a fresh chat's address becomes its id later).
  const openedAs = useRef(storedId);
  const openKey = useOpenChatKey();
  const held = useIsChatInMemory(chatKey);
  // A fresh chat while no chat is open: the atoms, emptied when the last chat closed, already hold what
  // opening it puts there. Its body renders with this render, and opening it waits for the passive
  // effects, instead of a second, synchronous render in the commit that drew it (with the first page's
  // effects, that was the longest task of the start, issue #30).
  const fresh = openKey === null && seed === null && !held;
  const [openedLate] = useState(fresh);
  useLayoutEffect(() => {
    if (!openedLate) store.open(chatKey, initialSeed.current, openedAs.current);
    return () => store.close(chatKey);
  }, [store, chatKey, openedLate]);
  useEffect(() => {
    if (!openedLate) return;
    // A task of its own: the first page's passive effects (its queries' first requests among them)
    // and this open were one long task together.
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled) store.open(chatKey, initialSeed.current, openedAs.current);
    });
    return () => {
      cancelled = true;
    };
  }, [store, chatKey, openedLate]);
  useEffect(() => {
    if (serverCopy && serverCopy !== initialSeed.current)
      store.writerFor(chatKey).dispatch({ type: 'sync', ...serverCopy });
  }, [store, chatKey, serverCopy]);
  return openKey === chatKey || fresh ? <ChatBody {...body} chatKey={chatKey} store={store} /> : null;
}
