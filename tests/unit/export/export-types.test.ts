import {
  EXPORT_DIALOG_DEFAULTS,
  EXPORT_TYPES,
  EXPORT_TYPE_INFO,
  effectiveOptions,
  exportFileName,
  isExportType,
  optionRules,
  optionStateKey,
  selectExportType,
} from '@/features/export/lib/export-types';

describe('export types', () => {
  it('offers screenshot, text, markdown, json, csv and link with their extensions', () => {
    expect(EXPORT_TYPES).toEqual(['screenshot', 'text', 'markdown', 'json', 'csv', 'link']);
    expect(EXPORT_TYPES.map((type) => EXPORT_TYPE_INFO[type].extension)).toEqual([
      'png',
      'txt',
      'md',
      'json',
      'csv',
      null,
    ]);
    expect(isExportType('csv')).toBe(true);
    expect(isExportType('webpage')).toBe(false);
  });

  it('opens on screenshot with options on, branches off and recursive on', () => {
    expect(EXPORT_DIALOG_DEFAULTS).toEqual({
      type: 'screenshot',
      includeOptions: true,
      branches: false,
      recursive: true,
    });
  });

  it.each([
    ['screenshot', { includeOptions: false, branches: false, recursive: false }],
    ['text', { includeOptions: true, branches: false, recursive: false }],
    ['markdown', { includeOptions: true, branches: false, recursive: false }],
    ['json', { includeOptions: true, branches: true, recursive: true }],
    ['csv', { includeOptions: false, branches: true, recursive: false }],
    ['link', { includeOptions: false, branches: false, recursive: false }],
  ] as const)('%s supports %o', (type, support) => {
    expect(optionRules(type)).toEqual(support);
  });

  it('sets branches and options to what the chosen type supports and keeps recursive', () => {
    const json = selectExportType({ ...EXPORT_DIALOG_DEFAULTS, recursive: false }, 'json');
    expect(json).toEqual({ type: 'json', includeOptions: true, branches: true, recursive: false });
    expect(selectExportType(json, 'csv')).toEqual({
      type: 'csv',
      includeOptions: false,
      branches: true,
      recursive: false,
    });
    expect(selectExportType(json, 'markdown')).toMatchObject({ includeOptions: true, branches: false });
  });

  it('never lets an unsupported toggle reach the export', () => {
    expect(
      effectiveOptions({ type: 'markdown', includeOptions: true, branches: true, recursive: true }),
    ).toEqual({
      includeOptions: true,
      branches: false,
      recursive: false,
    });
    expect(
      effectiveOptions({ type: 'json', includeOptions: false, branches: true, recursive: true }),
    ).toEqual({
      includeOptions: false,
      branches: true,
      recursive: true,
    });
  });

  it('labels unsupported toggles "not supported" and names files by type', () => {
    expect(optionStateKey(false)).toBe('export.not_supported');
    expect(optionStateKey(true)).toBe('export.enabled');
    expect(exportFileName('Trip', 'markdown')).toBe('Trip.md');
    expect(exportFileName('Trip', 'link')).toBe('Trip');
  });
});
