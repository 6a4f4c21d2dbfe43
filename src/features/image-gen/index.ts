export { ImageGenScreen } from './components/image-gen-screen';
export type { AnimateState } from './components/image-collection';
export { promptMatcher } from './lib/prompt-filter';
export { fluxRequestBody } from './lib/flux-request';
