export { AppShell } from './components/app-shell';
export { SplashScreen } from './components/splash-screen';
export { splashTimeLeft } from './lib/splash-duration';
