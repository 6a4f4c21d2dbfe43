// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstRoute, preloadRoute } from '@/app/routing/first-route';

/** What the build writes into index.html: the chat page's own chunks, the shell's, the app state's. */
const ROUTE_CHUNKS = {
  prefix: '/assets/',
  files: Array.from({ length: 16 }, (_, index) => `chunk-${index}`),
  routes: {
    'state-root': [0, 1],
    'shell-layout': [2, 3, 4, 5, 6, 1],
    'chat-route': [7, 8, 9, 10, 11, 12, 13, 14, 2],
    'login-route': [15],
  },
};

const hinted = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href')?.replace(/^\/assets\/|\.js$/g, ''),
  );

describe('preloadFirstRoute and preloadRoute', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'route-chunks';
    data.textContent = JSON.stringify(ROUTE_CHUNKS);
    document.body.append(data);
  });

  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("hints the page's chunks first, each file once, two per task", async () => {
    preloadFirstRoute('/chat/new');
    // The first two at once, in the caller's task.
    expect(hinted()).toEqual(['chunk-7', 'chunk-8']);
    // The next two in the next task (a zero timeout where the browser has no `scheduler.yield`).
    vi.advanceTimersToNextTimer();
    await Promise.resolve();
    expect(hinted()).toEqual(['chunk-7', 'chunk-8', 'chunk-9', 'chunk-10']);
    await vi.runAllTimersAsync();
    expect(hinted()).toEqual([
      ...['chunk-7', 'chunk-8', 'chunk-9', 'chunk-10', 'chunk-11', 'chunk-12', 'chunk-13', 'chunk-14'],
      ...['chunk-2', 'chunk-3', 'chunk-4', 'chunk-5', 'chunk-6', 'chunk-1', 'chunk-0'],
    ]);
  });

  it("hints none of the chat's chunks for the login page", async () => {
    preloadFirstRoute('/login');
    await vi.runAllTimersAsync();
    expect(hinted()).toEqual(['chunk-15']);
  });

  it('hints a route opened later, without the files already hinted', async () => {
    preloadRoute('login-route');
    await vi.runAllTimersAsync();
    // This module remembers chunk-15 from the test above: nothing is hinted twice.
    expect(hinted()).toEqual([]);
    preloadFirstRoute('/chat/new');
    await vi.runAllTimersAsync();
    expect(hinted()).toEqual([]);
  });

  it('does nothing without the build’s list (the dev server)', async () => {
    document.getElementById('route-chunks')?.remove();
    preloadFirstRoute('/chat/new');
    await vi.runAllTimersAsync();
    expect(hinted()).toEqual([]);
  });
});
