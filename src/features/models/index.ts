export {
  MODEL_SLUGS,
  isModelSlug,
  rememberSlug,
  rememberSlugFromPath,
  rememberedSlug,
  ACCESS_ENDPOINT_COOKIE,
  type ModelSlug,
} from './lib/slugs';
export { useEndpointsQuery, getEndpoints, type EndpointsConfig } from './api/get-endpoints';
export { ModelSlot } from './components/model-slot';
export { ModelTabs } from './components/model-tabs';
export { useChatModel } from './hooks/use-chat-model';
export { useSetChatModelChoice } from './state/chat-model-choice';
export { useChooseModel } from './hooks/use-choose-model';
export { SLUG_LABELS } from './lib/labels';
export { replySenderName } from './lib/reply-sender';
export {
  MODEL_CATALOGUE,
  findCatalogueEntry,
  modelDisplayName,
  headerSlugs,
  isOffered,
  offeredCatalogue,
  slugEntry,
  slugModel,
  type CatalogueEndpoint,
  type CatalogueEntry,
} from './lib/catalogue';
export {
  DEFAULT_ENDPOINT,
  DEFAULT_MODEL,
  FREE_FALLBACK_MODEL,
  IMAGE_CREDIT_MODELS,
  IMAGE_INPUT_MODEL,
  NON_PRO_ALLOWED_MODELS,
  PRO_FALLBACK_MODEL,
  isGpt4Variant,
  isProPlan,
  modelAccess,
  resolveModel,
  type AccessPlan,
  type GateKind,
  type ModelAccess,
  type ModelChoice,
  type ResolvedModel,
  type SwitchReason,
} from './lib/access';
export {
  FRESH_CHAT_KEY,
  chooseModel,
  conversationOf,
  entryBadge,
  slugOfModel,
  type ChoiceOutcome,
} from './lib/choice';
export {
  AI_MODEL_STATE_KEY,
  LAST_SELECTED_MODEL_KEY,
  lastSelectedModels,
  rememberChoice,
  rememberedAiModel,
  slugChoice,
} from './lib/remember';
export { VIDEO_MODELS, videoModelAccess, videoModelFor, type VideoModel } from './lib/video-models';
export { useVideoModelPick } from './hooks/use-video-model-pick';
