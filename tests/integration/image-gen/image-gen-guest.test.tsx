import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockDb } from '@mocks/node';
import { routePage } from '@/app/routing/route-code';
import { RootRoute } from '@/app/routes/root-route';
import { loadNamespaces } from '@/lib/i18n';
import { prepareApp, renderInRouter } from '../../helpers/render-app';

/**
 * The app's guard sends guests from /image-gen to the chat (spec section 2); a tenant that routes
 * guests to the screen anyway must still not let them generate.
 */
it('opens the register prompt for a guest who presses Generate, and sends nothing', async () => {
  await prepareApp();
  await loadNamespaces('imagegen');
  const StateRoot = routePage('state-root');
  const ImageGen = routePage('image-gen-route');
  renderInRouter(
    '/image-gen',
    <Routes>
      <Route path="/" element={<RootRoute />}>
        <Route element={<StateRoot />}>
          <Route path="image-gen" element={<ImageGen />} />
        </Route>
      </Route>
    </Routes>,
  );
  const user = userEvent.setup();
  const prompt = await screen.findByRole('textbox', { name: 'Prompt' }, { timeout: 8000 });
  await user.type(prompt, 'A castle');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(/sign up|register|account/i);
  expect(mockDb.state.provider.images).toHaveLength(0);
  expect(prompt).toHaveValue('A castle');
});
