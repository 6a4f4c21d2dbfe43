import { createDraftBuffer, TYPING_PAUSE_MS } from '@/features/chat/lib/draft-buffer';

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
    expect(draft.read()).toBe('Kept');
    for (const text of ['Kept ', 'Kept i', 'Kept it']) {
      draft.typed(text);
      expect(draft.read()).toBe(text);
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    }
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

describe('what the parts around the box hear of a key press (issue #43)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Counts each kind of notice the buffer gives, and what it said then. */
  function listen(draft: ReturnType<typeof createDraftBuffer>) {
    const heard = { fills: [] as string[], settled: [] as string[], written: [] as string[] };
    draft.subscribeFill(() => heard.fills.push(draft.fill()));
    draft.subscribeSettled(() => heard.settled.push(draft.settled()));
    draft.subscribeWritten(() => heard.written.push(draft.read()));
    return heard;
  }

  it('hears a fill only when the box turns empty, blank or filled, and the text once typing pauses', () => {
    fakeStorage();
    const draft = createDraftBuffer(null);
    const heard = listen(draft);
    for (const text of [' ', '  ', '  H', '  He', '  Hel']) {
      draft.typed(text);
      vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    }
    expect(heard.fills).toEqual(['blank', 'text']);
    expect(heard.settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard.settled).toEqual(['  Hel']);
    // Typing in the box is never written back into it.
    expect(heard.written).toEqual([]);
  });

  it('settles an emptied box at once, and writes text from elsewhere into the box', () => {
    fakeStorage();
    const draft = createDraftBuffer(null);
    const heard = listen(draft);
    draft.change('A picked starter');
    expect(heard.written).toEqual(['A picked starter']);
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(draft.settled()).toBe('A picked starter');
    draft.sent();
    expect(heard.written).toEqual(['A picked starter', '']);
    expect(draft.settled()).toBe('');
    expect(heard.fills).toEqual(['text', 'empty']);
    expect(heard.settled).toEqual(['A picked starter', '']);
    // A pause after the box emptied brings nothing back.
    vi.runAllTimers();
    expect(heard.settled).toEqual(['A picked starter', '']);
  });

  it('starts settled on the stored draft', () => {
    const { items } = fakeStorage();
    items.set('chatDraft:c9', 'Kept from before');
    const draft = createDraftBuffer('c9');
    expect([draft.fill(), draft.settled()]).toEqual(['text', 'Kept from before']);
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
    vi.advanceTimersByTime(TYPING_PAUSE_MS * 2);
    expect([...items.keys()].filter((key) => key.startsWith('chatDraft:'))).toEqual([]);
  });
});
