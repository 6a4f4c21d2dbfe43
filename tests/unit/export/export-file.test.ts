import { buildTextExport, isTextExportType } from '@/features/export/lib/export-file';
import { EXPORT_TYPES } from '@/features/export/lib/export-types';
import { formatCsv } from '@/features/export/lib/format-csv';
import { formatJson } from '@/features/export/lib/format-json';
import { formatMarkdown } from '@/features/export/lib/format-markdown';
import { formatText } from '@/features/export/lib/format-text';
import { exportInput } from './fixtures';

describe('buildTextExport', () => {
  it('knows which types are text files', () => {
    expect(EXPORT_TYPES.filter(isTextExportType)).toEqual(['text', 'markdown', 'json', 'csv']);
  });

  it('uses the formatter, MIME type and extension of each text type', () => {
    const input = exportInput();
    expect(buildTextExport('text', 'Trip', input)).toEqual({
      fileName: 'Trip.txt',
      mimeType: 'text/plain;charset=utf-8',
      content: formatText(input),
    });
    expect(buildTextExport('markdown', 'Trip', input)).toMatchObject({
      fileName: 'Trip.md',
      mimeType: 'text/markdown;charset=utf-8',
      content: formatMarkdown(input),
    });
    expect(buildTextExport('json', 'Trip', input)).toMatchObject({
      fileName: 'Trip.json',
      mimeType: 'application/json;charset=utf-8',
      content: formatJson(input),
    });
    expect(buildTextExport('csv', 'Trip', input)).toMatchObject({
      fileName: 'Trip.csv',
      mimeType: 'text/csv;charset=utf-8',
      content: formatCsv(input),
    });
  });

  it('sanitises the typed name again and falls back to New Chat when it is emptied', () => {
    const input = exportInput();
    expect(buildTextExport('csv', 'a/b:c', input).fileName).toBe('a_b_c.csv');
    expect(buildTextExport('json', '   ', input).fileName).toBe('New Chat.json');
  });
});
