import { createDraftBuffer, DRAFT_WRITE_DELAY_MS } from '@/features/chat/lib/draft-buffer';

/** A Map behind the Storage calls drafts.ts makes (the unit project runs in Node). */
function fakeStorage() {
  const items = new Map<string, string>();
  const writes: string[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(`${key}=${value}`);
      items.set(key, value);
    },
    removeItem: (key: string) => {
      writes.push(`${key} removed`);
      items.delete(key);
    },
  });
  return { items, writes };
}

describe('the composer draft buffer (issue #30)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts from the stored draft and stores a typed text once typing pauses, not on every key', () => {
    const { items, writes } = fakeStorage();
    items.set('chatDraft:c1', 'Kept');
    const draft = createDraftBuffer('c1');
    const seen: string[] = [];
    draft.subscribe(() => seen.push(draft.read()));
    expect(draft.read()).toBe('Kept');
    for (const text of ['Kept ', 'Kept i', 'Kept it']) {
      draft.change(text);
      vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 1);
    }
    expect(seen).toEqual(['Kept ', 'Kept i', 'Kept it']);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['chatDraft:c1=Kept it']);
  });

  it('flush stores a pending change at once (blur, pagehide, leaving), and only a pending one', () => {
    const { items, writes } = fakeStorage();
    const draft = createDraftBuffer(null);
    draft.change('Typed just before a reload');
    draft.flush();
    expect(items.get('chatDraft:new')).toBe('Typed just before a reload');
    // Storage cleared meanwhile (a logout) is not written again by a later flush or timer.
    items.clear();
    draft.flush();
    vi.runAllTimers();
    expect(items.size).toBe(0);
    expect(writes).toHaveLength(1);
  });

  it('a sent message empties the box and storage, dropping a pending write', () => {
    const { items } = fakeStorage();
    const draft = createDraftBuffer('c2');
    draft.change('Send me');
    draft.sent();
    vi.runAllTimers();
    expect(draft.read()).toBe('');
    expect(items.has('chatDraft:c2')).toBe(false);
  });

  it('a fresh chat the server names takes the text along; nothing is left under new', () => {
    const { items } = fakeStorage();
    const draft = createDraftBuffer(null);
    draft.change('Typed while the first reply streams');
    draft.moveTo('c3');
    vi.runAllTimers();
    expect(items.get('chatDraft:c3')).toBe('Typed while the first reply streams');
    expect(items.has('chatDraft:new')).toBe(false);
    draft.change('more');
    vi.runAllTimers();
    expect(items.get('chatDraft:c3')).toBe('more');
  });

  it('while the message is on its way, storage holds nothing for a chat opened meanwhile', () => {
    const { items } = fakeStorage();
    const draft = createDraftBuffer(null);
    draft.change('Sent soon');
    draft.sending();
    // The view closes before the send has started (its code still loading): nothing pending is stored.
    draft.flush();
    expect(items.get('chatDraft:new')).toBeUndefined();
    expect(createDraftBuffer(null).read()).toBe('');
    expect(draft.read()).toBe('Sent soon');
  });

  it('a message that did not go is stored again', () => {
    const { items } = fakeStorage();
    const draft = createDraftBuffer('c1');
    draft.change('Refused');
    draft.sending();
    draft.unsent();
    expect(items.get('chatDraft:c1')).toBe('Refused');
  });
});

describe('a draft at logout (issue #41, item 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('drops a write still pending when the user data is cleared, so nothing typed is stored again after', async () => {
    const { clearUserData } = await import('@/lib/user-data');
    const { items } = fakeStorage();
    const storage = localStorage as unknown as Record<string, unknown>;
    Object.defineProperty(storage, 'length', { get: () => items.size });
    storage.key = (index: number) => [...items.keys()][index] ?? null;
    vi.stubGlobal('sessionStorage', localStorage);
    const draft = createDraftBuffer('c1');
    draft.change('Typed just before logging out');
    // Logout clears the user's data while the write waits for typing to pause; then the view closes.
    clearUserData();
    draft.flush();
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS * 2);
    expect([...items.keys()].filter((key) => key.startsWith('chatDraft:'))).toEqual([]);
  });
});
