export { AppShell } from './components/app-shell';
export { SplashScreen } from './components/splash-screen';
export { splashDuration } from './lib/splash-duration';
