export {
  MODEL_SLUGS,
  isModelSlug,
  rememberSlug,
  rememberSlugFromPath,
  rememberedSlug,
  type ModelSlug,
  guestLanding,
} from './lib/slugs';
export { useEndpointsQuery, type EndpointsConfig } from './api/get-endpoints';
export { ModelSlot } from './components/model-slot';
export { ModelTabs } from './components/model-tabs';
export { useChatModel } from './hooks/use-chat-model';
export { useChooseModel } from './hooks/use-choose-model';
export { SetChatModelProvider } from './hooks/set-chat-model';
export { replySenderName } from './lib/reply-sender';
export {
  MODEL_CATALOGUE,
  findCatalogueEntry,
  modelDisplayName,
  offeredCatalogue,
  slugEntry,
  slugModel,
  type CatalogueEntry,
} from './lib/catalogue';
export { modelAccess, resolveModel, type AccessPlan, type ModelAccess, type ModelChoice } from './lib/access';
export { carriedModelOf, chooseModel, conversationOf, entryBadge } from './lib/choice';
export {
  AI_MODEL_STATE_KEY,
  LAST_SELECTED_MODEL_KEY,
  lastSelectedModels,
  rememberChoice,
  rememberedAiModel,
  slugChoice,
} from './lib/remember';
export { VIDEO_MODELS, videoModelAccess, videoModelFor } from './lib/video-models';
export { useVideoModelPick } from './hooks/use-video-model-pick';
