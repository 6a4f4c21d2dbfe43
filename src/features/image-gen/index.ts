export { ImageGenScreen } from './components/image-gen-screen';
export type { AnimateState } from './components/image-collection';
