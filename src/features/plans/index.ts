export { planFlags, badgeFor, PAID_TIERS, type Tier, type PlanFlags, type Badge } from './lib/tier';
export { TierBadge } from './components/tier-badge';
export { useCurrentPlan, type CurrentPlan } from './state/current-plan';
export { usePlanGate, type PlanGate } from './hooks/use-plan-gate';
export { PlansRuntime } from './components/plans-runtime';
export { useUpgradeUrl } from './hooks/use-upgrade-url';
export { POPUP_CLOSE_DELAY_MS } from './hooks/use-delayed-close';
export { FRAME_RECHECK_MS } from './hooks/use-register-frame-url';
export {
  gateInputs,
  isInAppRegisterVariant,
  readGateInputs,
  readPopupCookies,
  type PopupCookies,
} from './lib/gate-inputs';
export {
  PAID_APP_SUBSCRIPTIONS,
  PLAN_POLL_INTERVAL_MS,
  PLAN_POLL_LIMIT_MS,
  PLAN_POLL_MAX_ANSWERS,
  effectiveSubscription,
  nextPollDelay,
  paidAppRedirect,
  planCookies,
  providerMatches,
} from './lib/plan-sync';
export { useProviderAuthQuery, authenticateV2, SESSION_COOKIE } from './api/authenticate-v2';
export {
  GATE_COOKIE_NAMES,
  PRICING_REDIRECT_RDCT,
  REGISTRATION_PAGES,
  REGISTRATION_R_FLOWS,
  decideGate,
  gateRedirectUrl,
  isRegistrationRedirectFlow,
  readGateCookies,
  registrationPage,
  type GateAction,
  type GateCookies,
  type GateDecision,
  type RegistrationPage,
} from './lib/gates';
export { PROMO_PLAN_GROUP, isPromoCode, promoPlanGroup } from './lib/promo';
export {
  DEFAULT_PLAN_GROUP,
  NARROW_POPUP_PLAN_GROUPS,
  POPUP_PLAN_GROUP,
  isNarrowPopupPlanGroup,
  planGroup,
  registerFrameUrl,
  upgradePageUrl,
  type PlanGroupInput,
  type RegisterFrameInput,
} from './lib/upgrade-url';
export { limitOverlay, type LimitOverlay, type UpgradeTarget } from './lib/limit-overlays';
export {
  MONTHLY_LIMIT_MODAL_CREDITS,
  USAGE_LEFT_KEYS,
  chatUsageSchema,
  creditUsageSchema,
  decideUsage,
  imageCreditCost,
  isTrialInterval,
  needsUsageCheck,
  tokenLimitModal,
  usageLeft,
  type ChatUsage,
  type CreditUsage,
  type UsageDecision,
  type UsageInput,
  type UsageLeft,
  type UsageModal,
  type UsageModalKind,
  type UsagePlan,
} from './lib/usage-limits';
export {
  CURRENCY_SYMBOLS,
  NUMBER_LOCALES,
  currencySymbol,
  formatAmount,
  formatMoney,
  isCurrencyCode,
  type CurrencyCode,
} from './lib/money';
export { useUsageCheck, type UsageCheck } from './hooks/use-usage-check';
export { useKeptPrompt } from './hooks/use-kept-prompt';
export { UsageLimitDialog } from './components/usage-limit-dialog';
export { UsageSummary } from './components/usage-summary';
export { MonthlyLimitOverlay } from './components/monthly-limit-overlay';
export { GeneratorLimitGate } from './components/generator-limit-gate';
export { useGeneratorLimit, type GeneratorLimit } from './hooks/use-generator-limit';
export { usePlanLink } from './hooks/use-plan-link';
export { planLink, usageModalTarget, type PlanLinkSites, type PlanLinkTarget } from './lib/plan-links';
export {
  generatorLimitReached,
  generatorUsageSchema,
  type GeneratorKind,
  type GeneratorUsage,
} from './lib/generator-usage';
export { getChatUsage, chatUsageQueryOptions, useChatUsageQuery } from './api/get-chat-usage';
export { getCreditUsage, creditUsageQueryOptions, useCreditUsageQuery } from './api/get-credit-usage';
export { getFluxUsage, fluxUsageQueryOptions, useFluxUsageQuery } from './api/get-flux-usage';
export { getVideoUsage, videoUsageQueryOptions, useVideoUsageQuery } from './api/get-video-usage';
