import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { rememberSlugFromPath } from '@/features/models';
import { applyDesign, applyTheme, readStoredThemeMode } from '@/features/settings';
import { startRefreshEarly } from '@/lib/api-client/early-refresh';
import { initI18n } from '@/lib/i18n';
import { loadRuntimeConfig, setRuntimeConfig, type ConfigProblem } from '@/lib/runtime-config';
import { carryQueryToCookies } from '@/lib/url/carry-query';
import { yieldToMain } from '@/lib/yield-to-main';
import { preloadFirstRoute } from '../routing/first-route';
import { ConfigErrorPage } from './config-error-page';
import { startInBrowserMock } from './start-mock';

function render(root: Root, node: ReactNode) {
  root.render(<StrictMode>{node}</StrictMode>);
}

/**
 * Everything that must happen before the first render: query-to-cookie carrying (so `locales`
 * picks the language), the theme (no flash), the runtime config, the language file and, when the
 * config asks for it, the mock backend. Returns the root so a test can unmount it.
 */
export async function boot(container: HTMLElement): Promise<Root> {
  carryQueryToCookies(window.location.search);
  rememberSlugFromPath(window.location.pathname);
  applyTheme(readStoredThemeMode());
  applyDesign();
  const root = createRoot(container);
  const configLoaded = loadRuntimeConfig();
  // The app's code downloads beside the config and the language file, not after them (index.html
  // hints its chunks). Each step below is a task of its own: together they were one long task.
  const appModule = import('../app');
  appModule.catch(() => undefined);
  await yieldToMain();
  preloadFirstRoute(window.location.pathname);
  await yieldToMain();
  const languageReady = initI18n();
  languageReady.catch(() => undefined); // awaited below; no unhandled rejection while the config loads
  const configResult = await configLoaded;
  if (!configResult.ok) {
    await languageReady;
    render(root, <ConfigErrorPage problem={configResult.problem} />);
    return root;
  }
  const config = configResult.config;
  setRuntimeConfig(config);
  document.title = config.brandName;
  if (config.mock) {
    try {
      await startInBrowserMock();
    } catch (error) {
      await languageReady;
      const problem: ConfigProblem = { kind: 'mock', detail: String(error) };
      render(root, <ConfigErrorPage problem={problem} />);
      return root;
    }
  }
  // The start-up session check's request leaves now, beside the app's code and the language file.
  startRefreshEarly();
  await languageReady;
  const { App } = await appModule;
  // As a transition React renders the app in slices, index.html's spinner turning meanwhile, instead
  // of in one long task.
  startTransition(() => render(root, <App />));
  return root;
}
