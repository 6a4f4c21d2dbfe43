import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/i18n';
import { usePlanLink } from '../hooks/use-plan-link';
import { generatorLimitReached, type GeneratorKind, type GeneratorUsage } from '../lib/generator-usage';
import { limitOverlay } from '../lib/limit-overlays';
import type { Tier } from '../lib/tier';
import { ActionLink } from './action-link';

/**
 * The monthly-limit overlay of the image and video generators, by tier (spec section 4): upgrade to
 * the next plan, wait for next month (account page), or choose a plan. It covers the nearest
 * positioned ancestor; GeneratorLimitGate places it and makes what is under it inert.
 */
export function MonthlyLimitOverlay({
  tier,
  kind,
  usage,
}: {
  tier: Tier;
  kind: GeneratorKind;
  usage?: GeneratorUsage | undefined;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const overlay = limitOverlay(tier);
  const href = usePlanLink(overlay.link);
  // This month's figures, where the usage call gives them and they say the same as the title.
  const figures =
    usage && generatorLimitReached(usage) && usage.max_usage !== null
      ? t(`plans.overlay.usage_${kind}`, {
          used: formatNumber(usage.usage_count ?? usage.max_usage, i18n.language),
          max: formatNumber(usage.max_usage, i18n.language),
        })
      : null;
  return (
    <div
      role="region"
      aria-labelledby={titleId}
      className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-surface/80 p-4 backdrop-blur-sm motion-safe:animate-fade-in"
    >
      <div className="w-full max-w-sm rounded-2xl border border-line bg-surface p-6 text-center shadow-lg">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t(overlay.titleKey)}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t(overlay.bodyKey, overlay.values)}</p>
        {figures ? <p className="mt-2 text-sm font-medium tabular-nums text-ink">{figures}</p> : null}
        <div className="mt-5">
          <ActionLink href={href}>{t(overlay.actionKey, overlay.values)}</ActionLink>
        </div>
      </div>
    </div>
  );
}
