import { describe, expect, it } from 'vitest';
import { filesOfChunk, filesOfPage } from '../../../scripts/build-service-worker.mjs';
import { cacheNames, cachePlan, keptAs, staleCaches, type RequestFacts } from '@/lib/offline/cache-rules';

const ORIGIN = 'https://chat.acme.example';

const request = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  method: 'GET',
  mode: 'cors',
  credentials: 'same-origin',
  headers: [],
  ...facts,
});

const plan = (path: string, facts?: Partial<RequestFacts>) => cachePlan(request(path, facts), ORIGIN);

describe("the service worker's cache rules", () => {
  it('answers pages from the network, with the kept index.html when offline', () => {
    for (const path of ['/', '/chat/new', '/chat/3f2a', '/image-gen', '/shared_conversation/abc'])
      expect(plan(path, { mode: 'navigate', credentials: 'include' })).toBe('page');
  });

  it("keeps Vite's hashed files, first from the cache", () => {
    expect(plan('/assets/index-DKuw_CJ_.js')).toBe('cache-first');
    expect(plan('/assets/index-B1x2.css')).toBe('cache-first');
    expect(plan('/assets/KaTeX_Main-Regular-B22Nviop.woff2')).toBe('cache-first');
  });

  it("checks the app's unhashed files with the server first: config.json, the manifest, the icons", () => {
    for (const path of [
      '/config.json',
      '/manifest.webmanifest',
      '/logo.svg',
      '/icons/icon-192.png',
      '/index.html',
    ])
      expect(plan(path)).toBe('network-first');
  });

  it('never keeps an API answer, on the API origin or on the app origin', () => {
    expect(plan('https://api.acme.example/api/user')).toBe('pass');
    expect(plan('https://api.acme.example/assets/x.js')).toBe('pass');
    for (const path of [
      '/api/user',
      '/api/convos?pageNumber=1',
      '/api/messages/abc',
      '/e/get-chat-usage',
      '/user/log',
      '/__mock/reset',
    ])
      expect(plan(path)).toBe('pass');
    // Not even a page address under /api (a PDF opened in a tab).
    expect(plan('/api/chat-pdf/pdf/abc', { mode: 'navigate', credentials: 'include' })).toBe('pass');
  });

  it("never keeps a person's request: credentials, an Authorization or Cookie header, a range, not GET", () => {
    expect(plan('/assets/app.js', { credentials: 'include' })).toBe('pass');
    expect(plan('/assets/app.js', { headers: ['Authorization'] })).toBe('pass');
    expect(plan('/config.json', { headers: ['cookie'] })).toBe('pass');
    expect(plan('/assets/video.mp4', { headers: ['Range'] })).toBe('pass');
    expect(plan('/assets/app.js', { method: 'POST' })).toBe('pass');
    expect(plan('/chat/new', { mode: 'navigate', method: 'POST' })).toBe('pass');
  });

  it('leaves everything else to the browser: queries, other files, the demo worker', () => {
    for (const path of [
      '/config.json?v=2',
      '/mockServiceWorker.js',
      '/sw.js',
      '/demo-start/index.html',
      '/robots.txt',
      'not a url',
    ])
      expect(plan(path)).toBe('pass');
  });

  it("keeps only the app's own files from the list the page sends, each where it belongs", () => {
    expect(keptAs(`${ORIGIN}/assets/app-BqJ_FOW1.js`, ORIGIN)).toBe('assets');
    expect(keptAs(`${ORIGIN}/logo.svg`, ORIGIN)).toBe('shell');
    expect(keptAs(`${ORIGIN}/api/user`, ORIGIN)).toBeNull();
    expect(keptAs(`${ORIGIN}/images/user-1/cat.png`, ORIGIN)).toBeNull();
    expect(keptAs('https://cdn.other.example/assets/app.js', ORIGIN)).toBeNull();
  });

  it("names each build's caches and deletes the app's caches of other builds only", () => {
    expect(cacheNames('abc')).toEqual({ shell: 'app-shell-abc', assets: 'app-assets-abc' });
    expect(
      staleCaches(['app-shell-abc', 'app-assets-abc', 'app-shell-old', 'app-assets-old', 'other'], 'abc'),
    ).toEqual(['app-shell-old', 'app-assets-old']);
  });

  it('keeps at install the hashed files index.html loads', () => {
    const html = `<script type="module" crossorigin src="/assets/index-A1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
      <link rel="icon" href="/logo.svg"><link rel="preload" href="/config.json" as="fetch">`;
    expect(filesOfPage(html)).toEqual([
      '/assets/index-A1.js',
      '/assets/index-C3.css',
      '/assets/vendor-B2.js',
    ]);
  });

  it('keeps at install a chunk the page fetches only after a new build, with what it imports', () => {
    const manifest = {
      'src/app/status/app-updates.tsx': { file: 'assets/app-updates-D4.js', imports: ['_button-E5.js'] },
      '_button-E5.js': {
        file: 'assets/button-E5.js',
        imports: ['_react-F6.js'],
        css: ['assets/button-G7.css'],
      },
      '_react-F6.js': { file: 'assets/react-F6.js', imports: ['_button-E5.js'] },
    };
    expect(filesOfChunk(manifest, 'src/app/status/app-updates.tsx')).toEqual([
      '/assets/app-updates-D4.js',
      '/assets/button-E5.js',
      '/assets/button-G7.css',
      '/assets/react-F6.js',
    ]);
    expect(() => filesOfChunk(manifest, 'src/gone.tsx')).toThrow(/not in the build's manifest/);
  });
});
