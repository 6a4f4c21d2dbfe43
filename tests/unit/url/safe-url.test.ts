import { safeUrl } from '@/lib/url/safe-url';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)'.replace('&colon;', ':'),
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'DATA:image/svg+xml;base64,PHN2Zz4=',
  'file:///etc/passwd',
  'chrome://settings',
  'ftp://example.com/x.png',
  'intent://x#Intent;end',
  '',
  '   ',
];

describe('safeUrl', () => {
  it.each(HOSTILE)('refuses %j for every use', (url) => {
    for (const use of ['link', 'image', 'media', 'download'] as const)
      expect(safeUrl(url, use)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['https://a.test/']])
      expect(safeUrl(value)).toBeUndefined();
  });

  it.each([
    'https://cdn.example.com/a.png',
    'http://127.0.0.1:3080/api/files/1.png',
    '/api/files/1.png',
    'images/a.png',
    '//cdn.example.com/a.png',
    'blob:http://127.0.0.1:4173/0b1c-22',
    '#top',
  ])('keeps %j', (url) => {
    expect(safeUrl(url, 'link')).toBe(url);
    expect(safeUrl(url, 'image')).toBe(url);
  });

  it('admits raster data:image only where an image is drawn or saved, never SVG', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeUrl(png, 'image')).toBe(png);
    expect(safeUrl(png, 'download')).toBe(png);
    expect(safeUrl(png, 'link')).toBeUndefined();
    expect(safeUrl(png, 'media')).toBeUndefined();
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zz4=', 'image')).toBeUndefined();
  });
});
