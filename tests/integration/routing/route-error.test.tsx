import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import { prepareApp, renderInRouter } from '../../helpers/render-app';

function Broken(): never {
  throw new Error('The page broke');
}

const routes = (
  <RouteErrorBoundary>
    <Routes>
      <Route path="/broken" element={<Broken />} />
      <Route path="/fine" element={<p>A working page</p>} />
    </Routes>
  </RouteErrorBoundary>
);

describe('a page that throws', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page with the reason and ways back, and leaves it on the next navigation', async () => {
    await prepareApp();
    const { router } = renderInRouter('/broken', routes);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The page broke')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New chat' })).toHaveAttribute('href', '/chat/new');

    await router.navigate('/fine');
    expect(await screen.findByText('A working page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' })).toBeNull();
  });
});
