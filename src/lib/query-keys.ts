/** React Query keys, kept in one place (the names match the ancestor client's, typo included). */
export const QueryKeys = {
  messages: 'messsages',
  allConversations: 'allConversations',
  conversation: 'conversation',
  searchEnabled: 'searchEnabled',
  user: 'user',
  endpoints: 'endpoints',
  presets: 'presets',
  searchResults: 'searchResults',
  sharedConversation: 'sharedConversation',
  tokenCount: 'tokenCount',
  availablePlugins: 'availablePlugins',
  startupConfig: 'startupConfig',
  providerAuth: 'providerAuth',
  chatPdfConversation: 'chatPdfConversation',
} as const;
