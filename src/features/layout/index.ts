export { AppShell } from './components/app-shell';
export { SplashScreen } from './components/splash-screen';
export { splashDuration, setSplashDuration } from './lib/splash-duration';
export { pageKeyFor, type PageKey } from './lib/page-key';
