/** Loads the in-browser mock backend only when the runtime config asks for it (a lazy chunk). */
export async function startInBrowserMock(): Promise<void> {
  const { startMockWorker } = await import('../../../mocks/browser');
  await startMockWorker();
}
