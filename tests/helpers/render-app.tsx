import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setAccessToken } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { setRuntimeConfig, type RuntimeConfig } from '@/lib/runtime-config';
import { testConfig } from './test-config';

let i18nReady: Promise<unknown> | null = null;

export async function prepareApp(config: Partial<RuntimeConfig> = {}) {
  setRuntimeConfig({ ...testConfig, ...config });
  setAccessToken(null);
  i18nReady ??= initI18n('en');
  await i18nReady;
}

/** Resolves once the startup splash has gone: until then the route is mounted but covered and inert. */
async function startupDone() {
  await waitFor(
    () => {
      const route = document.querySelector('[data-route-root]');
      if (!route || route.hasAttribute('aria-hidden'))
        throw new Error('the startup splash still covers the app');
    },
    { timeout: 5000 },
  );
}

/**
 * Renders the real route tree at `path`, against the MSW handlers of the mock backend, and waits for
 * the startup splash to go.
 */
export async function renderApp(path: string, config: Partial<RuntimeConfig> = {}) {
  await prepareApp(config);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await startupDone();
  return { ...utils, router, user: userEvent.setup() };
}
