import { renamedTitle } from '@/features/conversations/lib/rename';

describe('renamedTitle', () => {
  it('saves the trimmed title when it changed', () => {
    expect(renamedTitle('  Trip to Rome  ', 'New Chat')).toBe('Trip to Rome');
  });

  it('ignores empty and unchanged titles', () => {
    expect(renamedTitle('', 'New Chat')).toBeNull();
    expect(renamedTitle('   ', 'New Chat')).toBeNull();
    expect(renamedTitle('New Chat', 'New Chat')).toBeNull();
    expect(renamedTitle(' New Chat ', 'New Chat')).toBeNull();
  });

  it('saves a title for a conversation that had none', () => {
    expect(renamedTitle('Named', null)).toBe('Named');
  });
});
