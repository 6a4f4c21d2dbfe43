/**
 * React Query keys of the data that more than one feature reads or changes. A key only its own
 * feature uses lives in that feature's `api/keys.ts`. Every key is built here or there, never written
 * out at a call site (ESLint's `no-restricted-syntax` in eslint.config.js keeps it so). The first
 * entries are the ancestor client's key names, typo included ('messsages').
 */

export const conversationKeys = {
  /** Every page of the history, and the PDF reader's list read from it. */
  lists: () => ['allConversations'] as const,
  /** A page, as the sidebar asks for it beside the open conversation: opening another one asks again (spec section 4). */
  list: (pageNumber: number, openConversationId = 'new') =>
    ['allConversations', pageNumber, openConversationId] as const,
  pdfList: () => ['allConversations', 'pdf'] as const,
  details: () => ['conversation'] as const,
  detail: (conversationId: string) => ['conversation', conversationId] as const,
};

export const messageKeys = {
  all: () => ['messsages'] as const,
  list: (conversationId: string) => ['messsages', conversationId] as const,
};

export const searchResultKeys = {
  all: () => ['searchResults'] as const,
  page: (query: string, pageNumber: number) => ['searchResults', query, pageNumber] as const,
};

export const userKeys = {
  current: () => ['user'] as const,
};

export const endpointKeys = {
  all: () => ['endpoints'] as const,
};

/** The provider API's monthly counters: every reply, image and video moves them. */
export const usageKeys = {
  chat: (model: string) => ['chatUsage', model] as const,
  chats: () => ['chatUsage'] as const,
  credits: (userPid: string) => ['creditUsage', userPid] as const,
  allCredits: () => ['creditUsage'] as const,
  generator: (kind: 'image' | 'video') => ['generatorUsage', kind] as const,
};
