import { useTranslation } from '@/lib/i18n';
import { formatNumber } from '@/lib/i18n';
import { usePlanLink } from '../hooks/use-plan-link';
import { generatorLimitReached, type GeneratorKind, type GeneratorUsage } from '../lib/generator-usage';
import { limitOverlay } from '../lib/limit-overlays';
import type { Tier } from '../lib/tier';
import { ActionLink } from './action-link';
import { LimitOverlayPanel } from './limit-overlay-panel';

/**
 * The monthly-limit overlay of the image and video generators, by tier (spec section 4): upgrade to
 * the next plan, wait for next month (account page), or choose a plan.
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
    <LimitOverlayPanel
      title={t(overlay.titleKey)}
      body={t(overlay.bodyKey, overlay.values)}
      figures={figures}
    >
      <ActionLink href={href}>{t(overlay.actionKey, overlay.values)}</ActionLink>
    </LimitOverlayPanel>
  );
}
