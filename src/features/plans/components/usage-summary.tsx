import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAuthContext } from '@/features/auth';
import { resolveLanguage } from '@/lib/i18n';
import { useChatUsageQuery } from '../api/get-chat-usage';
import { useCreditUsageQuery } from '../api/get-credit-usage';
import { formatAmount } from '../lib/money';
import { useCurrentPlan } from '../state/current-plan';
import { USAGE_LEFT_KEYS, needsUsageCheck, usageLeft, type UsageLeft } from '../lib/usage-limits';

/** The figures every chat model shares; image figures belong to the image models' own check. */
const SUMMARY_MODEL = 'gpt-4o-mini';
const SHOWN: (keyof UsageLeft)[] = ['tokens', 'prompts', 'credits'];

/**
 * What is left this month before a limit, where the usage API gives the figures (tokens, prompts,
 * credits). Free users and guests have no usage check, so nothing shows for them.
 */
export function UsageSummary() {
  const { t, i18n } = useTranslation();
  const { user } = useAuthContext();
  const titleId = useId();
  const enabled = needsUsageCheck(useCurrentPlan());
  const usage = useChatUsageQuery(SUMMARY_MODEL, enabled);
  const credits = useCreditUsageQuery(user?.user_pid, enabled);
  if (!enabled || !usage.data) return null;
  const left = usageLeft({ model: SUMMARY_MODEL, usage: usage.data, credits: credits.data });
  const language = resolveLanguage(i18n.language) ?? 'en';
  const lines = SHOWN.flatMap((key) => {
    const value = left[key];
    return value === null
      ? []
      : [{ key, text: t(USAGE_LEFT_KEYS[key], { value: formatAmount(value, language) }) }];
  });
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-lg bg-surface-sunken px-3 py-2">
      <h3 id={titleId} className="text-xs font-semibold text-ink-muted">
        {t('usage.summary_title')}
      </h3>
      <ul className="mt-1 space-y-0.5 text-sm text-ink">
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </section>
  );
}
