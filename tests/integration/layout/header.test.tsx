import { screen } from '@testing-library/react';
import { renderApp } from '../../helpers/render-app';

describe('desktop header', () => {
  it('hides with a button that does not read as closing the app, comes back, and is remembered', async () => {
    const first = await renderApp('/chat/new');
    await first.user.click(await screen.findByRole('button', { name: 'Hide header' }));
    expect(screen.queryByRole('button', { name: 'Hide header' })).not.toBeInTheDocument();
    expect(localStorage.getItem('headerHidden')).toBe('true');
    first.unmount();

    const again = await renderApp('/chat/new');
    await again.user.click(await screen.findByRole('button', { name: 'Show header' }));
    expect(await screen.findByRole('button', { name: 'Hide header' })).toBeInTheDocument();
    expect(localStorage.getItem('headerHidden')).toBe('false');
  });
});
