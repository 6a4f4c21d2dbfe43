import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockDb } from '@mocks/node';
import { AppProviders } from '@/app/providers';
import { RootRoute } from '@/app/routes/root-route';
import { loadNamespaces } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { prepareApp } from '../../helpers/render-app';

/**
 * The app's guard sends guests from /image-gen to the chat (spec section 2); a tenant that routes
 * guests to the screen anyway must still not let them generate.
 */
it('opens the register prompt for a guest who presses Generate, and sends nothing', async () => {
  await prepareApp();
  await loadNamespaces('imagegen');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootRoute />,
        children: [
          {
            lazy: () => import('@/app/routes/state-root'),
            children: [{ path: 'image-gen', lazy: () => import('@/app/routes/image-gen-route') }],
          },
        ],
      },
    ],
    { initialEntries: ['/image-gen'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup();
  const prompt = await screen.findByRole('textbox', { name: 'Prompt' }, { timeout: 8000 });
  await user.type(prompt, 'A castle');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(/sign up|register|account/i);
  expect(mockDb.state.provider.images).toHaveLength(0);
  expect(prompt).toHaveValue('A castle');
});
