import { errorDisplay, firstEmbeddedJson } from '@/features/chat/lib/error-display';

describe('errorDisplay', () => {
  it('recognises an invalid API key inside a provider error', () => {
    const text =
      'Failed to send message. HTTP 401 - {"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}';
    expect(errorDisplay(text)).toEqual({ kind: 'invalid_api_key' });
  });

  it('recognises an exhausted quota', () => {
    const text =
      'Failed to send message. HTTP 429 - {"error":{"message":"You exceeded your quota","type":"insufficient_quota"}}';
    expect(errorDisplay(text)).toEqual({ kind: 'insufficient_quota' });
  });

  it('finds the JSON behind junk, stray braces and braces inside strings', () => {
    const text =
      'Oops {not json} then {"error":{"message":"a } brace \\" and quote","code":"invalid_api_key"}} trailing }';
    expect(errorDisplay(text)).toEqual({ kind: 'invalid_api_key' });
  });

  it('shows other errors as generic with the text, the JSON read out as words', () => {
    expect(errorDisplay('Failed to send message. HTTP 500 - {"error":{"type":"server_error"}}')).toEqual({
      kind: 'generic',
      detail: 'Failed to send message. HTTP 500: server_error',
    });
    expect(
      errorDisplay(
        'Failed to send message. HTTP 500 - {"error":{"message":"The server had an error while processing your request."}}',
      ),
    ).toEqual({
      kind: 'generic',
      detail: 'Failed to send message. HTTP 500: The server had an error while processing your request.',
    });
    expect(errorDisplay('{"message":"Rate limit reached"} (retry later)')).toEqual({
      kind: 'generic',
      detail: 'Rate limit reached (retry later)',
    });
    expect(errorDisplay('HTTP 502 - {"unexpected":[1,2]}')).toEqual({
      kind: 'generic',
      detail: 'HTTP 502 - {"unexpected":[1,2]}',
    });
    expect(errorDisplay('Unauthorized')).toEqual({ kind: 'generic', detail: 'Unauthorized' });
    expect(errorDisplay(undefined)).toEqual({ kind: 'generic', detail: '' });
  });

  it('cuts the generic detail at 512 characters without splitting a character', () => {
    const detail = (errorDisplay('x'.repeat(511) + '😀' + 'y'.repeat(100)) as { detail: string }).detail;
    expect(Array.from(detail)).toHaveLength(512);
    expect(detail.endsWith('😀')).toBe(true);
  });

  it('does not treat the words alone, outside JSON, as a known error', () => {
    expect(errorDisplay('code invalid_api_key').kind).toBe('generic');
  });
});

describe('firstEmbeddedJson', () => {
  it('returns the first object that parses, including nested ones', () => {
    expect(firstEmbeddedJson('a {"x":{"y":[1,{"z":2}]}} b {"second":true}')).toEqual({
      x: { y: [1, { z: 2 }] },
    });
  });

  it('returns null for unbalanced or absent JSON', () => {
    expect(firstEmbeddedJson('{"open": ')).toBeNull();
    expect(firstEmbeddedJson('plain text')).toBeNull();
  });
});
