/** The token counts of one reply, as the client's optional usage report sends them (spec section 7). */
export interface ReplyUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

interface FinalReplyCounts {
  /** The final event's `usage` (a fork addition, shape not given): OpenAI's snake_case or camelCase. */
  usage: unknown;
  responseMessage: { promptTokens?: number | null; completionTokens?: number | null };
}

const countIn = (record: Record<string, unknown>, ...names: string[]): number | null => {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  }
  return null;
};

/**
 * The counts of a finished reply: from the event's `usage` where it has them, else from the reply's
 * `promptTokens` and `completionTokens` (contract section 3). Null when neither gives both.
 */
export function replyUsage({ usage, responseMessage }: FinalReplyCounts): ReplyUsage | null {
  const fromUsage = typeof usage === 'object' && usage !== null ? (usage as Record<string, unknown>) : {};
  const prompt =
    countIn(fromUsage, 'prompt_tokens', 'promptTokens') ?? countIn(responseMessage, 'promptTokens');
  const completion =
    countIn(fromUsage, 'completion_tokens', 'completionTokens') ??
    countIn(responseMessage, 'completionTokens');
  if (prompt === null || completion === null) return null;
  const total = countIn(fromUsage, 'total_tokens', 'totalTokens') ?? prompt + completion;
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: total };
}
