import { screen, waitFor } from '@testing-library/react';
import { renderApp } from './render-app';

/** Renders the app at /login, signs in through the form and waits for the chat input and the history of /chat/new. */
export async function renderSignedIn(email = 'pro@demo.test') {
  const app = await renderApp('/login');
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), 'demo-pass-1');
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));
  await screen.findByRole('button', { name: 'Account menu' });
  await screen.findByRole('textbox', { name: 'Message' });
  // The sidebar's history: its code loads once someone is signed in.
  await screen.findByRole('region', { name: 'Chat history' }, { timeout: 5000 });
  return app;
}

/** Adds `count` finished chats to a demo account through the mock's control route. */
export async function seedConversations(email: string, count: number): Promise<void> {
  const response = await fetch('/__mock/seed-conversations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, count }),
  });
  expect(response.status).toBe(201);
}
