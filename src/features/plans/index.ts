export { planFlags, badgeFor, type Tier, type Badge } from './lib/tier';
export { TierBadge } from './components/tier-badge';
export { startWithPlan, useCurrentPlan } from './state/current-plan';
export { usePlanSource } from './hooks/use-plan-source';
export { usePlanGate } from './hooks/use-plan-gate';
export { PlanState } from './components/plan-state';
export { PlanSync } from './components/plan-sync';
export { useUpgradeUrl } from './hooks/use-upgrade-url';
export { POPUP_CLOSE_DELAY_MS } from './hooks/use-delayed-close';
export { gateInputs, isInAppRegisterVariant, readGateInputs, readPopupCookies } from './lib/gate-inputs';
export {
  PLAN_POLL_INTERVAL_MS,
  PLAN_POLL_MAX_ANSWERS,
  effectiveSubscription,
  nextPollDelay,
  paidAppRedirect,
  planCookies,
  providerMatches,
} from './lib/plan-sync';
export { SESSION_COOKIE } from './api/authenticate-v2';
export { decideGate, gateRedirectUrl, registrationPage, type GateCookies } from './lib/gates';
export { promoPlanGroup } from './lib/promo';
export { isNarrowPopupPlanGroup, planGroup, registerFrameUrl, upgradePageUrl } from './lib/upgrade-url';
export { limitOverlay } from './lib/limit-overlays';
export {
  USAGE_LEFT_KEYS,
  chatUsageSchema,
  creditUsageSchema,
  decideUsage,
  imageCreditCost,
  isTrialInterval,
  needsUsageCheck,
  tokenLimitModal,
  type UsageModal,
  type UsagePlan,
} from './lib/usage-limits';
export { CURRENCY_SYMBOLS, currencySymbol, formatAmount, formatMoney } from './lib/money';
export { useUsageCheck, type SendCheck } from './hooks/use-usage-check';
export { useKeptPrompt } from './hooks/use-kept-prompt';
export { chatPromptModalQueryOptions } from './api/get-chat-prompt-modal';
export { UsageLimitDialog } from './components/lazy-usage-limit-dialog';
export { UsageSummary } from './components/usage-summary';
export { GeneratorLimitGate } from './components/generator-limit-gate';
export { LimitOverlayPanel } from './components/limit-overlay-panel';
export { ActionLink } from './components/action-link';
export { useGeneratorLimit } from './hooks/use-generator-limit';
export { usePlanLink } from './hooks/use-plan-link';
export { planLink, usageModalTarget } from './lib/plan-links';
export { generatorLimitReached, generatorUsageSchema } from './lib/generator-usage';
