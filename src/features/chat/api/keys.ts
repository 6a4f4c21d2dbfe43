/** Query keys of the chat feature (its messages are shared: `messageKeys` in src/lib/query-keys). */
export const chatKeys = {
  tokenCount: (text: string) => ['tokenCount', text] as const,
  /** The stored list read for an export: apart from `messageKeys.list`, which the open chat owns. */
  exportMessages: (conversationId: string) => ['exportMessages', conversationId] as const,
};
