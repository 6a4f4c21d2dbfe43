export { ImageGenScreen } from './components/image-gen-screen';
export type { AnimateState } from './components/image-collection';
export { promptMatcher } from './lib/prompt-filter';
export { imageFileName, imageExtension } from './lib/image-file-name';
export { fluxRequestBody } from './lib/flux-request';
export { downloadImage } from './lib/download-image';
