import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

/** jsdom has no ResizeObserver; Headless UI's anchored panels watch their button with one. */
export function installResizeObserver() {
  if (typeof globalThis.ResizeObserver === 'function') return;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export type App = Awaited<ReturnType<typeof renderApp>>;

/** Logs in through the form and waits for the plan badge, so the plan is known. */
export async function signIn(email: string, badge: RegExp = /FREE|PRO/): Promise<App> {
  const app = await renderApp('/login');
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), 'demo-pass-1');
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));
  const card = await screen.findByRole('button', { name: 'Account menu' });
  await waitFor(() => expect(card).toHaveTextContent(email));
  expect(card).toHaveTextContent(badge);
  return app;
}

/** The header's model dropdown (the mobile and desktop headers both hold one; jsdom shows both). */
export const modelDropdown = async () => (await screen.findAllByRole('button', { name: /^Model\b/ }))[0]!;

export async function openModelDropdown(app: App) {
  await app.user.click(await modelDropdown());
  return screen.findByRole('listbox');
}

export async function chooseInDropdown(app: App, name: RegExp) {
  const listbox = await openModelDropdown(app);
  await app.user.click(within(listbox).getByRole('option', { name }));
}

export const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
