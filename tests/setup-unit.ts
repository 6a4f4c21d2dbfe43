import { afterEach } from 'vitest';
// The app's zod configuration, as src/app/main.tsx loads it first: English messages, no eval.
import '@/lib/zod-setup';

// Pure logic runs in Node; the few unit files that need a DOM ask for jsdom in a docblock.
afterEach(() => {
  if (typeof document === 'undefined') return;
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});
