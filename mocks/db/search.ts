import { isCjk, searchTerms, WORD_CHARS } from '../../src/lib/search-terms';
import { toClientMessage, type ClientMessage } from './messages';
import { type MockDb } from './mock-db';
import { type ConversationRecord, type JsonValue } from './types';

export type SearchMessage = Omit<ClientMessage, 'model'> & {
  searchResult: true;
  title: string;
  chatGptLabel: JsonValue | null;
  model: JsonValue | null;
};

export interface SearchOutcome {
  /** The user's conversations with at least one hit, most hits first. */
  conversations: ConversationRecord[];
  /** Matching messages (errors left out), the matches wrapped as `**match**`. */
  messages: SearchMessage[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Case-insensitive matcher of the words a term starts ('pyt' marks 'python' whole); a Han, kana or
 * hangul term matches inside a run of text, which has no spaces between words.
 */
export function termMatcher(terms: readonly string[]): RegExp {
  const alternatives = terms.map((term) =>
    isCjk(term) ? escapeRegExp(term) : `(?<![${WORD_CHARS}])${escapeRegExp(term)}[${WORD_CHARS}]*`,
  );
  return new RegExp(`(?:${alternatives.join('|')})`, 'giu');
}

export function highlight(text: string, matcher: RegExp): string {
  return text.replace(matcher, (match) => `**${match}**`);
}

function hasMatch(text: string, matcher: RegExp): boolean {
  matcher.lastIndex = 0;
  return matcher.test(text);
}

/** Search over the user's titles and message texts (a stand-in for the real server's Meilisearch). */
export function searchUserContent(db: MockDb, userId: string, query: string): SearchOutcome {
  const terms = searchTerms(query);
  if (terms.length === 0) return { conversations: [], messages: [] };
  const matcher = termMatcher(terms);
  const owned = new Map(
    db.state.conversations
      .filter((convo) => convo.user === userId)
      .map((convo) => [convo.conversationId, convo]),
  );
  const hits = new Map<string, number>();
  const bump = (conversationId: string) => hits.set(conversationId, (hits.get(conversationId) ?? 0) + 1);

  owned.forEach((convo) => {
    if (hasMatch(convo.title, matcher)) bump(convo.conversationId);
  });
  const matchedMessages = db.state.messages.filter(
    (message) => owned.has(message.conversationId) && !message.error && hasMatch(message.text, matcher),
  );
  matchedMessages.forEach((message) => bump(message.conversationId));

  const conversations = [...hits.keys()]
    .map((conversationId) => owned.get(conversationId))
    .filter((convo): convo is ConversationRecord => convo !== undefined)
    .sort(
      (a, b) =>
        (hits.get(b.conversationId) ?? 0) - (hits.get(a.conversationId) ?? 0) ||
        b.createdAt.localeCompare(a.createdAt),
    );
  const rank = new Map(conversations.map((convo, index) => [convo.conversationId, index]));

  const messages = matchedMessages
    .sort(
      (a, b) =>
        (rank.get(a.conversationId) ?? 0) - (rank.get(b.conversationId) ?? 0) ||
        a.createdAt.localeCompare(b.createdAt),
    )
    .map((message): SearchMessage => {
      const convo = owned.get(message.conversationId);
      return {
        ...toClientMessage(message),
        text: highlight(message.text, matcher),
        searchResult: true,
        title: convo?.title ?? 'New Chat',
        chatGptLabel: convo?.chatGptLabel ?? null,
        model: convo?.model ?? message.model,
      };
    });
  return { conversations, messages };
}
