/** Query keys of the chat feature (its messages are shared: `messageKeys` in src/lib/query-keys). */
export const chatKeys = {
  tokenCount: (text: string) => ['tokenCount', text] as const,
};
