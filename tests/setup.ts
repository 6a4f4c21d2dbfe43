import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb, server } from '@mocks/node';
import { clearToasts } from '@/components/ui/toast-store';
import { resetCompare } from '@/lib/compare-selection';
import { setSplashDuration } from '@/features/layout/lib/splash-duration';
// The app's zod configuration, as src/app/main.tsx loads it first: English messages, no eval.
import '@/lib/zod-setup';

// Vitest's worker threads share one process, and a BroadcastChannel reaches every thread of it: a reply one
// file writes would show as being written in another file's history (their seeded chats share ids). Each
// worker's tabs talk on channels of their own.
const SharedChannel = globalThis.BroadcastChannel;
if (SharedChannel && !('perWorker' in SharedChannel)) {
  globalThis.BroadcastChannel = class WorkerChannel extends SharedChannel {
    static perWorker = true;
    constructor(name: string) {
      super(`${name}@${threadId}`);
    }
  };
}

// No 1 s start-up splash in tests: it only made every rendered screen wait.
setSplashDuration(0);
// Generous: two workers share two cores, and the first render of a file pays for its lazy routes.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The test config's start site (tests/helpers/test-config.ts): the register popup checks it answers.
beforeEach(() =>
  server.use(
    http.get('https://start.example.test/*', () =>
      HttpResponse.text('<!doctype html><title>Start site</title>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    ),
  ),
);
afterEach(() => {
  cleanup();
  // Files share a document (isolate: false): nothing one file left behind may answer another's query.
  document.body.replaceChildren();
  clearToasts();
  // The comparison's module store (issue #44): a tab's, and files share their modules here.
  resetCompare();
  server.resetHandlers();
  resetMockDb();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
