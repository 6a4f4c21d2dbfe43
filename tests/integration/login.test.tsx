import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../helpers/render-app';

describe('login screen', () => {
  it('signs in a pro user, lands on /chat/new and shows the PRO badge', async () => {
    const { user, router } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'pro@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/new'));
    const card = await screen.findByRole('button', { name: 'Account menu' });
    expect(card).toHaveTextContent('pro@demo.test');
    expect(card).toHaveTextContent('PRO');
  });

  it("shows the server's message after a wrong password", async () => {
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'free@demo.test');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
  });

  it('validates the fields before sending anything', async () => {
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'no-at-sign');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You must enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('offers sign-up and social links only when the server enables them', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with GitHub' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });
});
