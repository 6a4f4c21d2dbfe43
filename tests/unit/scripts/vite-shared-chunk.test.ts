import { SHARED_CHUNK, sharedScreensChunk, type ChunkingContext } from '../../../scripts/vite-shared-chunk';

const ROOT = 'file:///app/';

/** A fake module graph: path (under /app) → transformed code, and what it imports dynamically. */
function graph(modules: Record<string, string>, lazy: Record<string, string[]> = {}): ChunkingContext {
  const id = (path: string) => `/app/${path}`;
  const importsOf = (code: string) =>
    [...code.matchAll(/from\s*"([^"]+)"|import\s*"([^"]+)"/g)].map((match) => {
      const spec = (match[1] ?? match[2]) as string;
      if (spec.startsWith('@/')) {
        const base = `src/${spec.slice(2)}`;
        return id(modules[`${base}.ts`] !== undefined ? `${base}.ts` : `${base}/index.ts`);
      }
      return id(`node_modules/${spec}/index.js`);
    });
  return {
    getModuleInfo(moduleId) {
      const path = moduleId.slice('/app/'.length);
      const code = modules[path];
      if (code === undefined) return null;
      return { code, importedIds: importsOf(code), dynamicallyImportedIds: (lazy[path] ?? []).map(id) };
    },
  };
}

const route = (name: string) => `src/app/routes/${name}.tsx`;

function chunkOf(ctx: ChunkingContext) {
  const shared = sharedScreensChunk({
    root: ROOT,
    screens: ['chat-route', 'shell-layout', 'pdf-route'],
    first: ['chat-route', 'shell-layout'],
    light: ['src/app/main.tsx', route('login-route')],
  });
  return (path: string) => shared.nameOf(`/app/${path}`, ctx);
}

describe('the shared chunk of the screens', () => {
  it('takes what two screens import up front, and leaves what one imports to it', () => {
    const chunk = chunkOf(
      graph({
        [route('chat-route')]: 'import { a } from "@/lib/a"; import { own } from "@/lib/own";',
        [route('shell-layout')]: 'import { a } from "@/lib/a";',
        [route('pdf-route')]: 'import { b } from "@/lib/b";',
        [route('login-route')]: '',
        'src/app/main.tsx': '',
        'src/lib/a.ts': 'export const a = 1;',
        'src/lib/own.ts': 'export const own = 1;',
        'src/lib/b.ts': 'export const b = 1;',
      }),
    );
    expect(chunk('src/lib/a.ts')).toBe(SHARED_CHUNK);
    expect(chunk('src/lib/own.ts')).toBeNull();
    expect(chunk('src/lib/b.ts')).toBeNull();
    expect(chunk(route('chat-route'))).toBeNull();
  });

  it('leaves out what the entry or a light page imports', () => {
    const chunk = chunkOf(
      graph({
        [route('chat-route')]: 'import { alert } from "@/ui/alert"; import { a } from "@/lib/a";',
        [route('shell-layout')]: 'import { alert } from "@/ui/alert"; import { a } from "@/lib/a";',
        [route('pdf-route')]: '',
        [route('login-route')]: 'import { alert } from "@/ui/alert";',
        'src/app/main.tsx': 'import { a } from "@/lib/a";',
        'src/ui/alert.ts': 'export const alert = 1;',
        'src/lib/a.ts': 'export const a = 1;',
      }),
    );
    expect(chunk('src/ui/alert.ts')).toBeNull();
    expect(chunk('src/lib/a.ts')).toBeNull();
  });

  it('follows a barrel only for the names imported from it', () => {
    const chunk = chunkOf(
      graph({
        [route('chat-route')]: 'import { useDraft } from "@/features/chat";',
        [route('shell-layout')]: 'import { useDraft } from "@/features/chat";',
        [route('pdf-route')]: '',
        // The sign-in page imports the same barrel for another name: it must not claim the draft code.
        [route('login-route')]: 'import { logout as signOut } from "@/features/chat";',
        'src/app/main.tsx': '',
        'src/features/chat/index.ts':
          'export { useDraft } from "@/features/chat/draft";\nexport { logout } from "@/features/chat/logout";',
        'src/features/chat/draft.ts': 'import { store } from "@/lib/store"; export const useDraft = store;',
        'src/features/chat/logout.ts': 'export const logout = 1;',
        'src/lib/store.ts': 'export const store = 1;',
      }),
    );
    expect(chunk('src/features/chat/draft.ts')).toBe(SHARED_CHUNK);
    expect(chunk('src/lib/store.ts')).toBe(SHARED_CHUNK);
    expect(chunk('src/features/chat/logout.ts')).toBeNull();
  });

  it('counts code a first screen loads lazily as one more chunk that needs a module', () => {
    const chunk = chunkOf(
      graph(
        {
          [route('chat-route')]: 'import { token } from "@/lib/token"; import { big } from "@/lib/big";',
          [route('shell-layout')]: '',
          [route('pdf-route')]: '',
          [route('login-route')]: '',
          'src/app/main.tsx': '',
          'src/lib/token.ts': 'export const token = 1;',
          'src/lib/big.ts': 'export const big = 1;',
          'src/features/settings/dialog.ts': 'import { token } from "@/lib/token";',
        },
        { [route('chat-route')]: ['src/features/settings/dialog.ts'] },
      ),
    );
    expect(chunk('src/lib/token.ts')).toBe(SHARED_CHUNK);
    expect(chunk('src/lib/big.ts')).toBeNull();
  });

  it('follows every export of a barrel imported whole (`* as`)', () => {
    const chunk = chunkOf(
      graph({
        [route('chat-route')]: 'import * as chat from "@/features/chat";',
        [route('shell-layout')]: 'import * as chat from "@/features/chat";',
        [route('pdf-route')]: '',
        [route('login-route')]: '',
        'src/app/main.tsx': '',
        'src/features/chat/index.ts': 'export { a } from "@/lib/a";\nexport * from "@/lib/b";',
        'src/lib/a.ts': 'export const a = 1;',
        'src/lib/b.ts': 'export const b = 1;',
      }),
    );
    expect(chunk('src/lib/a.ts')).toBe(SHARED_CHUNK);
    expect(chunk('src/lib/b.ts')).toBe(SHARED_CHUNK);
  });
});
