import { safeMarkdownUrl } from '@/features/chat/lib/markdown-safety';

describe('safeMarkdownUrl', () => {
  it('keeps web, mail and relative links', () => {
    for (const url of [
      'https://example.com/a?b=1#c',
      'http://example.com',
      'mailto:a@b.test',
      '/chat/new',
      '#fn-1',
    ])
      expect(safeMarkdownUrl(url, 'href')).toBe(url);
  });

  it('drops script, data and unknown protocols from links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
    ])
      expect(safeMarkdownUrl(url, 'href')).toBeUndefined();
  });

  it('lets images load over http(s) only', () => {
    expect(safeMarkdownUrl('https://example.com/cat.png', 'src')).toBe('https://example.com/cat.png');
    expect(safeMarkdownUrl('HTTP://example.com/cat.png', 'src')).toBe('HTTP://example.com/cat.png');
    for (const url of [
      'data:image/png;base64,AAAA',
      '//example.com/cat.png',
      '/cat.png',
      'javascript:alert(1)',
    ])
      expect(safeMarkdownUrl(url, 'src')).toBeUndefined();
  });
});
