import type { CompareModel, PlannedAnswer } from '@/lib/compare-selection';

/** A reply tag from a model id: letters, digits, dots and dashes. */
export const answerTag = (model: string): string => model.replace(/[^a-zA-Z0-9.-]/g, '-');

/**
 * The answers of a comparison, in the order they are sent. The server keeps one abort entry per
 * endpoint and conversation, and a later answer on the same endpoint replaces an earlier one's
 * (docs/api.md): only the last answer sent on an endpoint may call the abort route; Stop on another
 * closes its stream here, and the server finishes that answer.
 */
export function planAnswers(first: CompareModel, others: readonly CompareModel[]): PlannedAnswer[] {
  const all = [first, ...others.filter((other) => other.model !== first.model)];
  return all.map((model, index) => ({
    model,
    tag: index === 0 ? '' : answerTag(model.model),
    serverStops: !all.slice(index + 1).some((later) => later.endpoint === model.endpoint),
  }));
}
