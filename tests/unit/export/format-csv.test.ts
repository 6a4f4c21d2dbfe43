import { execFileSync } from 'node:child_process';
import { CSV_COLUMNS, csvField, formatCsv } from '@/features/export/lib/format-csv';
import { MESSAGES, exportInput } from './fixtures';

/** Python's csv module, a standard RFC 4180 reader, parses the file into rows. */
function parseWithPython(csv: string): string[][] {
  const script =
    'import csv, io, json, sys\n' +
    "data = sys.stdin.buffer.read().decode('utf-8')\n" +
    "print(json.dumps(list(csv.reader(io.StringIO(data, newline=''), strict=True))))";
  return JSON.parse(execFileSync('python3', ['-c', script], { input: csv, encoding: 'utf-8' })) as string[][];
}

describe('csv export', () => {
  it('has exactly the contract columns and CRLF row ends', () => {
    const csv = formatCsv(exportInput());
    expect(
      csv.startsWith(
        'sender,text,isCreatedByUser,error,unfinished,cancelled,messageId,parentMessageId,createdAt\r\n',
      ),
    ).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(CSV_COLUMNS).toHaveLength(9);
  });

  it('quotes fields RFC 4180 style', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField(' padded')).toBe('" padded"');
  });

  it('survives a round trip through a standard CSV parser: commas, quotes and newlines', () => {
    const tricky = { ...MESSAGES[0]!, text: 'Rome, Paris and "Berlin"\nsecond line\r\nthird, "last"' };
    const csv = formatCsv(
      exportInput({
        messages: [tricky, ...MESSAGES.slice(1)],
        options: { includeOptions: false, branches: true, recursive: false },
      }),
    );
    const [header, ...rows] = parseWithPython(csv);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual([
      'User',
      tricky.text,
      'true',
      'false',
      'false',
      'false',
      'u1',
      '00000000-0000-0000-0000-000000000000',
      tricky.createdAt,
    ]);
    expect(rows.map((row) => row[6])).toEqual(['u1', 'a1', 'u3', 'a4', 'a2', 'u2', 'a3']);
    expect(rows[3]!.slice(3, 6)).toEqual(['true', 'false', 'false']);
    expect(rows[6]!.slice(3, 6)).toEqual(['false', 'true', 'true']);
  });

  it('follows the selected branch without branches; missing flags read false', () => {
    const bare = { messageId: 'x1', parentMessageId: null, text: 'hi', isCreatedByUser: false };
    const rows = parseWithPython(
      formatCsv({
        messages: [bare],
        siblingIndex: {},
        options: { includeOptions: false, branches: false, recursive: false },
      }),
    );
    expect(rows[1]).toEqual(['', 'hi', 'false', 'false', 'false', 'false', 'x1', '', '']);
    const selected = parseWithPython(formatCsv(exportInput({ siblingIndex: { u1: 1 } })));
    expect(selected.slice(1).map((row) => row[6])).toEqual(['u1', 'a1', 'u3', 'a4']);
  });
});
