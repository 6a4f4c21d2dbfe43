import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Root } from 'react-dom/client';
import { boot } from '@/app/boot/boot';

// Test files share one document (isolate: false): a root left mounted would leak into the next file.
const roots: Root[] = [];
afterEach(() => {
  roots.splice(0).forEach((root) => root.unmount());
  document.body.replaceChildren();
});

async function bootWith(handler: Parameters<typeof http.get>[1]) {
  server.use(http.get('*/config.json', handler));
  const container = document.createElement('div');
  document.body.append(container);
  roots.push(await boot(container));
  return container;
}

describe('bad runtime configuration', () => {
  it('shows a clear page when config.json is missing', async () => {
    await bootWith(() => new HttpResponse('Not found', { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'This app could not start' })).toBeInTheDocument();
    expect(screen.getByText('The configuration file (config.json) could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a clear page when config.json is not JSON', async () => {
    await bootWith(
      () => new HttpResponse('{"brandName": ', { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(
      await screen.findByText('The configuration file (config.json) is not valid JSON.'),
    ).toBeInTheDocument();
  });

  it('names the wrong keys when config.json is invalid', async () => {
    await bootWith(() => HttpResponse.json({ brandName: 'X', startSiteUrl: 'not a url' }));
    expect(
      await screen.findByText('The configuration file (config.json) has missing or wrong settings.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/startSiteUrl/)).toBeInTheDocument();
    expect(screen.getByText(/upgradeUrl/)).toBeInTheDocument();
  });
});
