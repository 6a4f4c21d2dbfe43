export { AppShell } from './components/app-shell';
export { SplashScreen, SPLASH_MS } from './components/splash-screen';
export { pageKeyFor, type PageKey } from './lib/page-key';
