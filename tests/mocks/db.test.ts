import { createMockDb } from '@mocks/db/mock-db';
import { BROWSER_STORAGE_KEY, localStoragePersistence, parseState } from '@mocks/db/persistence';
import { seed } from '@mocks/db/seed';

describe('mock database', () => {
  it('seeds the nine demo accounts and two conversations for pro', () => {
    const state = seed(Date.parse('2025-01-10T12:00:00Z'));
    expect(state.users.map((user) => user.email)).toEqual([
      'free@demo.test',
      'basic@demo.test',
      'pro@demo.test',
      'advanced@demo.test',
      'promax@demo.test',
      'enterprise@demo.test',
      'teammax@demo.test',
      'officemax@demo.test',
      'enterprisemax@demo.test',
    ]);
    const pro = state.users.find((user) => user.email === 'pro@demo.test');
    expect(state.conversations.every((convo) => convo.user === pro?.id)).toBe(true);
    expect(state.conversations).toHaveLength(2);
    expect(seed(Date.parse('2025-01-10T12:00:00Z')).users[2]?.id).toBe(pro?.id);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('persists to localStorage mock-db-v1 and loads it back', () => {
    const db = createMockDb({ persistence: localStoragePersistence() });
    db.state.settings.appTitle = 'Saved title';
    db.save();
    expect(localStorage.getItem(BROWSER_STORAGE_KEY)).toContain('Saved title');
    const reloaded = createMockDb({ persistence: localStoragePersistence() });
    expect(reloaded.state.settings.appTitle).toBe('Saved title');
    reloaded.reset();
    expect(createMockDb({ persistence: localStoragePersistence() }).state.settings.appTitle).toBe('AI Chat');
  });

  it('reseeds when stored data has another shape', () => {
    localStorage.setItem(BROWSER_STORAGE_KEY, JSON.stringify({ version: 0 }));
    expect(parseState({ version: 0 })).toBeNull();
    expect(createMockDb({ persistence: localStoragePersistence() }).state.users).toHaveLength(9);
  });

  it('keeps timestamps strictly increasing', () => {
    const db = createMockDb({ now: () => 1_000 });
    const stamps = [db.clock.iso(), db.clock.iso(), db.clock.iso()];
    expect(new Set(stamps).size).toBe(3);
    expect([...stamps].sort()).toEqual(stamps);
  });
});
