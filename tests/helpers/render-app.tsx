import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
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

/** What a test reads and drives of the router: the address on screen, and navigation. */
export type TestRouter = {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
};

function RouterProbe({ router }: { router: { location?: Location; navigate?: NavigateFunction } }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/** `children` in a memory router at `path`, with a handle on its address and navigation. */
export function renderInRouter(path: string, children: ReactNode, queryClient = createQueryClient()) {
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {children}
        <RouterProbe router={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('the router has not rendered');
        return probe.location;
      },
    },
    navigate: (to) =>
      act(async () => {
        await probe.navigate?.(to);
      }),
  };
  return { ...utils, router };
}

/**
 * Renders the real route tree at `path`, against the MSW handlers of the mock backend, and waits for
 * the startup splash to go.
 */
export async function renderApp(path: string, config: Partial<RuntimeConfig> = {}) {
  await prepareApp(config);
  const utils = renderInRouter(path, <AppRoutes />);
  await startupDone();
  return { ...utils, user: userEvent.setup() };
}
