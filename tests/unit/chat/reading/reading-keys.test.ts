import { describe, expect, it } from 'vitest';
import { readingKeyFor, type ReadingKeyInput } from '@/features/chat/lib/reading-keys';

const key = (input: Partial<ReadingKeyInput>): ReadingKeyInput => ({
  key: '',
  code: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...input,
});

describe('the chat reading keys', () => {
  it('Ctrl+F finds (⌘F on Apple systems), by the key or its place', () => {
    expect(readingKeyFor(key({ key: 'f', code: 'KeyF', ctrlKey: true }), false)).toBe('find');
    expect(readingKeyFor(key({ key: 'f', code: 'KeyF', metaKey: true }), true)).toBe('find');
    expect(readingKeyFor(key({ key: 'f', code: 'KeyT', ctrlKey: true }), false)).toBe('find');
    expect(readingKeyFor(key({ key: 'f', code: 'KeyF', metaKey: true }), false)).toBeNull();
    expect(readingKeyFor(key({ key: 'f', code: 'KeyF' }), false)).toBeNull();
    expect(readingKeyFor(key({ key: 'F', code: 'KeyF', ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(readingKeyFor(key({ key: 'f', code: 'KeyF', ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(
      readingKeyFor(key({ key: 'f', code: 'KeyF', ctrlKey: true, isComposing: true }), false),
    ).toBeNull();
  });

  it("Ctrl+Shift+' quotes (by the key's place, whatever it prints)", () => {
    expect(readingKeyFor(key({ key: '"', code: 'Quote', ctrlKey: true, shiftKey: true }), false)).toBe(
      'quote',
    );
    expect(readingKeyFor(key({ key: 'Ä', code: 'Quote', metaKey: true, shiftKey: true }), true)).toBe(
      'quote',
    );
    expect(readingKeyFor(key({ key: "'", code: 'Quote', ctrlKey: true }), false)).toBeNull();
  });
});
