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
export { SLUG_MODELS, slugModel, type ModelChoice } from './lib/slug-models';
export { SLUG_LABELS } from './lib/labels';
