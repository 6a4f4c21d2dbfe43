/** Query keys of the shared-conversation page. */
export const shareKeys = {
  conversation: (token: string) => ['sharedConversation', token] as const,
};
