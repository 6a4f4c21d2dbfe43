import { DEFAULT_FILE_NAME, MAX_FILE_NAME_LENGTH, sanitizeFileName } from '@/features/export/lib/file-name';

describe('sanitizeFileName', () => {
  it('keeps an ordinary title', () => {
    expect(sanitizeFileName('Weekend plans in Rome')).toBe('Weekend plans in Rome');
    expect(sanitizeFileName('Ünïcödé – 日本語 ✓')).toBe('Ünïcödé – 日本語 ✓');
  });

  it('replaces path separators and reserved characters, one "_" per run', () => {
    expect(sanitizeFileName('a/b\\c')).toBe('a_b_c');
    expect(sanitizeFileName('What? <A|B> "quoted": *star*')).toBe('What_ _A_B_ _quoted_ _star_');
    expect(sanitizeFileName('../../etc/passwd')).toBe('__.._etc_passwd');
    expect(sanitizeFileName('a//\\\\b')).toBe('a_b');
  });

  it('turns line breaks into spaces and replaces other control characters', () => {
    expect(sanitizeFileName('line one\nline\ttwo')).toBe('line one line two');
    expect(sanitizeFileName('bell\u0007here\u0000')).toBe('bell_here_');
  });

  it('trims spaces and drops trailing dots; a leading dot is replaced', () => {
    expect(sanitizeFileName('   spaced out  ')).toBe('spaced out');
    expect(sanitizeFileName('ends with dots...')).toBe('ends with dots');
    expect(sanitizeFileName('.hidden')).toBe('_hidden');
    expect(sanitizeFileName('..')).toBe(DEFAULT_FILE_NAME);
  });

  it('suffixes Windows device names', () => {
    expect(sanitizeFileName('CON')).toBe('CON_');
    expect(sanitizeFileName('lpt1')).toBe('lpt1_');
    expect(sanitizeFileName('nul.txt')).toBe('nul.txt_');
    expect(sanitizeFileName('Console')).toBe('Console');
  });

  it('caps the length without splitting a character', () => {
    const long = sanitizeFileName('x'.repeat(300));
    expect(long).toHaveLength(MAX_FILE_NAME_LENGTH);
    const emoji = sanitizeFileName('😀'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(emoji.endsWith('\ud83d')).toBe(false);
    expect(sanitizeFileName('abc def', 4)).toBe('abc');
  });

  it('falls back to "New Chat" when nothing usable is left', () => {
    expect(sanitizeFileName('')).toBe('New Chat');
    expect(sanitizeFileName('   ')).toBe('New Chat');
    expect(sanitizeFileName('???')).toBe('New Chat');
    expect(sanitizeFileName(null)).toBe('New Chat');
  });
});
