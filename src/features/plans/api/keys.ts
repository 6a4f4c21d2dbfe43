/** Query keys of the plans feature (the usage counters are shared: `usageKeys` in src/lib/query-keys). */
export const planKeys = {
  providerAuth: () => ['providerAuth'] as const,
  chatPromptModal: (conversationId: string) => ['chatPromptModal', conversationId] as const,
  planCredits: (planGroup: string) => ['planCredits', planGroup] as const,
  startSiteAnswers: (url: string) => ['startSiteAnswers', url] as const,
};
