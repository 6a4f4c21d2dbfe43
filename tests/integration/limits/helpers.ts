import { act, screen, waitFor } from '@testing-library/react';
import { mockDb } from '@mocks/node';
import { sessionHubOf } from '@mocks/realtime/session-hub';
import { renderApp } from '../../helpers/render-app';
import { api } from '../../mocks/helpers';

/** Logs in through the login form, then opens `path`. */
export async function renderSignedIn(email: string, path = '/chat/new') {
  const app = await renderApp('/login');
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), 'demo-pass-1');
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(app.router.state.location.pathname).not.toBe('/login'));
  if (path !== app.router.state.location.pathname) await act(() => app.router.navigate(path));
  return app;
}

/** POST /__mock/limits: puts a demo account at (0) or near its monthly limits. */
export async function setLimits(body: {
  email: string;
  member?: boolean;
  [left: string]: string | number | boolean | undefined;
}) {
  const response = await api('/__mock/limits', { body });
  expect(response.status).toBe(200);
}

export function userId(email: string): string {
  const user = mockDb.state.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return user.id;
}

/** Waits until the app's session socket has registered with the mock. */
export async function waitForSessionSocket(email: string) {
  await waitFor(() => expect(sessionHubOf(mockDb).registeredCount(userId(email))).toBeGreaterThan(0));
}
