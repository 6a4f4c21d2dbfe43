export { AppShell } from './components/app-shell';
export { SplashScreen, SPLASH_MS } from './components/splash-screen';
export { pageKeyFor, upgradeLink, PLAN_GROUP_DEFAULT, type PageKey } from './lib/page-key';
