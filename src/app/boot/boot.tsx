import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { rememberSlugFromPath } from '@/features/models';
import { applyDesign, applyTheme, readStoredThemeMode } from '@/features/settings';
import { initI18n } from '@/lib/i18n';
import { loadRuntimeConfig, setRuntimeConfig, type ConfigProblem } from '@/lib/runtime-config';
import { carryQueryToCookies } from '@/lib/url/carry-query';
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
  // The app's code downloads beside the config and the language file, not after them.
  const appModule = import('../app');
  appModule.catch(() => undefined);
  const [configResult] = await Promise.all([loadRuntimeConfig(), initI18n()]);
  if (!configResult.ok) {
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
      const problem: ConfigProblem = { kind: 'mock', detail: String(error) };
      render(root, <ConfigErrorPage problem={problem} />);
      return root;
    }
  }
  const { App } = await appModule;
  render(root, <App />);
  return root;
}
