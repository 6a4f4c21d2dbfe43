import { HAS_DEMO_BACKEND } from '@/lib/runtime-config/demo-backend';

/** Loads the in-browser mock backend (a lazy chunk of the dev server and the demo build only). */
export async function startInBrowserMock(): Promise<void> {
  if (!HAS_DEMO_BACKEND) {
    throw new Error(
      'config.json asks for the demo backend ("mock": true), but this is a production build without it. ' +
        'Set "mock": false, or deploy the demo build (npm run build:demo).',
    );
  }
  const { startMockWorker } = await import('../../../mocks/browser');
  await startMockWorker();
}
