import { act, render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** One app instance in its own container: what a browser tab is, over the same mock database and storage. */
export interface Tab {
  container: HTMLElement;
  location: () => Location;
  navigate: (to: string | number) => Promise<void>;
  unmount: () => void;
}

/**
 * Another app instance (a second tab): its own router, query client and Recoil root in its own container,
 * sharing the mock database, localStorage and cookies with the first. Queries go through `within(container)`.
 */
export function renderTab(path: string): Tab {
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  function Probe() {
    probe.location = useLocation();
    probe.navigate = useNavigate();
    return null;
  }
  const container = document.body.appendChild(document.createElement('div'));
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
    { container },
  );
  return {
    container,
    location: () => probe.location!,
    navigate: (to) =>
      act(async () => {
        await probe.navigate?.(to as string);
      }),
    unmount: () => {
      utils.unmount();
      container.remove();
    },
  };
}
