export { VideoGenScreen } from './components/video-gen-screen';
