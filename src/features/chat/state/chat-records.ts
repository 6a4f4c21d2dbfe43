import { atom, selector, selectorFamily } from 'recoil';
import { holdsNothing, type ChatModel, type ConversationRecord } from '../lib/conversation-record';
import { openChatKeyState } from './conversation-atoms';

/**
 * Every conversation of this tab, under its chat key: the conversation's id, or a fresh chat's client key
 * (`new:…`), which it keeps after the server names it (its record's `conversationId` then leads to it),
 * so its view, its stream and its record stay the same objects while the address becomes /chat/{id}.
 * The records are the truth; the open one's atoms (conversation-atoms) are its projection (chat-writer).
 * Only the few left last are kept once the server holds all of a chat (left-chats.ts).
 *
 * One atom for all records, not an atom per chat: Recoil keeps, for the tab's life, the whole state of the
 * moment an atom is first read (its cleanup closure holds it), and an atom per chat, first read while
 * another chat was open, kept that chat's messages: 20 long chats opened in turn kept all 20
 * (tests/perf/conversation-memory.perf.spec.ts). One atom keeps at most the one state of its first read.
 * It is replaced, never changed in place; a Map iterates in insertion order: the chat left longest ago first.
 */
export const chatRecordsState = atom<ReadonlyMap<string, ConversationRecord>>({
  key: 'chat/records',
  default: new Map(),
  dangerouslyAllowMutability: true,
});

const LATEST_ONLY = { eviction: 'most-recent' } as const;

/*
 * The readers below depend on a string of what they need rather than on the records: a streamed token
 * makes a new records map, and the string, unchanged, stops the update there.
 */
const SEPARATOR = '\n';

/** `id key` of each fresh chat of this tab that the server named (it keeps its client key). */
const namedFreshChatsState = selector<string>({
  key: 'chat/namedFresh',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) =>
    [...get(chatRecordsState)]
      .filter(([key, record]) => record.conversationId !== null && record.conversationId !== key)
      .map(([key, record]) => `${record.conversationId} ${key}`)
      .join(SEPARATOR),
});

/** The chat key of a conversation id. */
export const chatKeyOfState = selectorFamily<string, string>({
  key: 'chat/keyOf',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (conversationId) =>
    ({ get }) => {
      for (const line of get(namedFreshChatsState).split(SEPARATOR)) {
        const [id, key] = line.split(' ');
        if (id === conversationId && key) return key;
      }
      return conversationId;
    },
});

/** The chats this tab holds something of (not those holding only a model chosen while they loaded). */
const heldChatKeysState = selector<string>({
  key: 'chat/heldKeys',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) =>
    [...get(chatRecordsState)]
      .filter(([, record]) => !holdsNothing(record))
      .map(([key]) => key)
      .join(SEPARATOR),
});

/** Whether this tab holds the conversation's state (then it shows at once, without a spinner). */
export const isChatInMemoryState = selectorFamily<boolean, string>({
  key: 'chat/inMemory',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (key) =>
    ({ get }) =>
      get(openChatKeyState) === key || get(heldChatKeysState).split(SEPARATOR).includes(key),
});

/** The conversations a reply is being written into in this tab: their records' `stream`. */
const writingConversationsState = selector<string>({
  key: 'chat/writing',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) =>
    [...get(chatRecordsState).values()]
      .filter((record) => record.conversationId !== null && record.stream.status === 'streaming')
      .map((record) => record.conversationId)
      .join(SEPARATOR),
});

export const isConversationWritingState = selectorFamily<boolean, string>({
  key: 'chat/isWriting',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (conversationId) =>
    ({ get }) =>
      get(writingConversationsState).split(SEPARATOR).includes(conversationId),
});

/**
 * The model chosen for a chat (its record's `model`), null when none is. A streamed token makes a new
 * records map but leaves the record's model the same object, so the readers do not render again.
 */
export const chatModelChoiceState = selectorFamily<ChatModel | null, string>({
  key: 'chat/modelChoice',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (key) =>
    ({ get }) =>
      get(chatRecordsState).get(key)?.model ?? null,
});
