import {
  attemptAfterClose,
  STABLE_CONNECTION_MS,
  closeOutcome,
  parseSessionMessage,
  reconnectDelayMs,
  sessionSocketUrl,
} from '@/features/session';

describe('session socket rules', () => {
  it('builds the socket address from the provider API base, or the page origin', () => {
    expect(sessionSocketUrl('http://127.0.0.1:3080', 'http://127.0.0.1:4173')).toBe(
      'ws://127.0.0.1:3080/ws/session',
    );
    expect(sessionSocketUrl('https://api.example.test/provider/', 'https://chat.example.test')).toBe(
      'wss://api.example.test/provider/ws/session',
    );
    expect(sessionSocketUrl('', 'https://chat.example.test')).toBe('wss://chat.example.test/ws/session');
  });

  it('reads the server messages it knows and ignores anything else', () => {
    expect(parseSessionMessage('{"type":"active-session"}')).toBe('active-session');
    expect(parseSessionMessage('{"type":"force-logout"}')).toBe('force-logout');
    expect(parseSessionMessage('{"type":"registered","sessions":2}')).toBe('registered');
    expect(parseSessionMessage('{"type":"hello"}')).toBeNull();
    expect(parseSessionMessage('not json')).toBeNull();
    expect(parseSessionMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('treats the close codes: logged out, refused, or try again', () => {
    expect(closeOutcome(4002)).toBe('logged-out');
    expect(closeOutcome(4001)).toBe('stop');
    expect(closeOutcome(1006)).toBe('retry');
    expect(closeOutcome(4000)).toBe('retry');
  });

  it('backs off 1, 2, 4, 8, 16 s and then gives up', () => {
    expect([0, 1, 2, 3, 4, 5].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, null]);
  });

  it('starts the back-off again only after a connection that lasted', () => {
    // A server that accepts and closes at once: the count keeps growing, so the retries end.
    expect(attemptAfterClose(3, 50)).toBe(3);
    expect(attemptAfterClose(3, null)).toBe(3);
    expect(attemptAfterClose(3, STABLE_CONNECTION_MS)).toBe(0);
  });
});
