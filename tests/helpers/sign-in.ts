import { screen, waitFor } from '@testing-library/react';
import { renderApp } from './render-app';

/** Renders the app, signs in through the login form and waits for the chat input of /chat/new. */
export async function renderSignedIn(email = 'pro@demo.test') {
  const app = await renderApp('/login');
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), 'demo-pass-1');
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));
  await screen.findByRole('textbox', { name: 'Message' });
  return app;
}
