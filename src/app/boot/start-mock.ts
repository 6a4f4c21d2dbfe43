/** Loads the in-browser mock backend (a lazy chunk of the dev server and the demo build only). */
export async function startInBrowserMock(): Promise<void> {
  // The literal flag, not a variable: the production build drops this branch and the mock with it.
  if (__DEMO_BACKEND__) {
    const { startMockWorker } = await import('../../../mocks/browser');
    await startMockWorker();
    return;
  }
  throw new Error(
    'config.json asks for the demo backend ("mock": true), but this is a production build without it. ' +
      'Set "mock": false, or deploy the demo build (npm run build:demo).',
  );
}
