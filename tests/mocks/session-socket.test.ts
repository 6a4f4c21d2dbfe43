import { connect, type Socket } from 'node:net';
import { startMockServer, type RunningMockServer } from '@mocks/server-app';
import { acceptKey, decodeFrames, encodeFrame, OPCODE } from '@mocks/realtime/node-websocket';
import { mockDb } from '@mocks/node';
import { api, cookieValue, login } from './helpers';

const SOCKET_URL = 'ws://localhost:3000/ws/session';

interface OpenSocket {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  closed: Promise<number>;
}

/** A socket through msw's ws link (tests/setup.ts starts msw/node with the mock's handlers). */
async function openSocket(): Promise<OpenSocket> {
  const socket = new WebSocket(SOCKET_URL);
  const messages: Record<string, unknown>[] = [];
  socket.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as Record<string, unknown>);
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
  await new Promise((resolve) => socket.addEventListener('open', resolve));
  return { socket, messages, closed };
}

async function registered(email = 'pro@demo.test') {
  const session = await login(email);
  const id = cookieValue(session.setCookies, 'aiwp_logged_in') ?? '';
  const open = await openSocket();
  open.socket.send(JSON.stringify({ type: 'register', id, email }));
  await vi.waitFor(() => expect(open.messages.length).toBeGreaterThan(0));
  return { ...open, id, session };
}

const sessionsOf = (email: string) => {
  const user = mockDb.state.users.find((candidate) => candidate.email === email);
  return mockDb.state.chatSessions.filter((chat) => chat.userId === user?.id).map((chat) => chat.id);
};

describe('session socket (msw ws link)', () => {
  it('registers a first session and sends a second one of the same user to active-session', async () => {
    const first = await registered();
    expect(first.messages).toEqual([{ type: 'registered' }]);
    const second = await registered();
    expect(second.messages).toEqual([{ type: 'active-session' }]);
    // Another user is not affected.
    const other = await registered('basic@demo.test');
    expect(other.messages).toEqual([{ type: 'registered' }]);
    [first, second, other].forEach(({ socket }) => socket.close());
  });

  it('lets the second session take over: the first is logged out and its session ended', async () => {
    const first = await registered();
    const second = await registered();
    second.socket.send(JSON.stringify({ type: 'takeover' }));
    expect(await first.closed).toBe(4002);
    expect(first.messages).toContainEqual({ type: 'force-logout' });
    await vi.waitFor(() => expect(second.messages).toContainEqual({ type: 'registered' }));
    expect(sessionsOf('pro@demo.test')).toEqual([second.id]);
    second.socket.close();
  });

  it('refuses a register message that names no live session of that e-mail', async () => {
    const session = await login('pro@demo.test');
    const id = cookieValue(session.setCookies, 'aiwp_logged_in') ?? '';
    const open = await openSocket();
    open.socket.send(JSON.stringify({ type: 'register', id, email: 'basic@demo.test' }));
    expect(await open.closed).toBe(4001);
    expect(open.messages).toEqual([{ type: 'error', message: 'Unknown session' }]);
  });

  it('POST /__mock/force-logout ends every session of the user and tells its sockets', async () => {
    const first = await registered();
    const count = await api('/__mock/session-sockets?email=pro@demo.test');
    expect(await count.json()).toEqual({ email: 'pro@demo.test', sockets: 1 });
    const response = await api('/__mock/force-logout', { body: { email: 'PRO@demo.test' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'pro@demo.test', sockets: 1, sessions: 1 });
    expect(await first.closed).toBe(4002);
    expect(first.messages).toEqual([{ type: 'registered' }, { type: 'force-logout' }]);
    expect(sessionsOf('pro@demo.test')).toEqual([]);
    // The ended session's access token no longer works.
    expect((await api('/api/user', { token: first.session.token })).status).toBe(401);
    expect((await api('/__mock/force-logout', { body: { email: 'nobody@demo.test' } })).status).toBe(404);
  });
});

describe('session socket (node mock server, real WebSocket frames)', () => {
  let mock: RunningMockServer;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
  });
  afterAll(() => mock.close());

  /** A raw TCP client: the handshake by hand, then frames. */
  async function handshake(path = '/ws/session'): Promise<{ socket: Socket; head: string; rest: Buffer }> {
    const socket = connect(mock.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
    let received = Buffer.alloc(0);
    for (;;) {
      const chunk = await new Promise<Buffer>((resolve) => socket.once('data', resolve));
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) {
        return { socket, head: received.subarray(0, end).toString(), rest: received.subarray(end + 4) };
      }
    }
  }

  it('computes the RFC 6455 accept key and unmasks the RFC example frame', () => {
    expect(acceptKey('dGhlIHNhbXBsZSBub25jZQ==')).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
    const hello = Buffer.from([0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58]);
    const { frames, rest } = decodeFrames(Buffer.concat([hello, hello.subarray(0, 3)]));
    expect(frames).toHaveLength(1);
    expect(frames[0]?.payload.toString()).toBe('Hello');
    expect(rest).toHaveLength(3);
    expect([...encodeFrame(OPCODE.text, Buffer.from('Hello'))]).toEqual([
      0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f,
    ]);
  });

  it('upgrades /ws/session, answers a masked register frame and refuses other paths', async () => {
    const { socket, head, rest } = await handshake();
    expect(head).toMatch(/^HTTP\/1\.1 101 /);
    expect(head).toContain('Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
    expect(rest).toHaveLength(0);

    const text = Buffer.from(JSON.stringify({ type: 'register', id: 'nope', email: 'pro@demo.test' }));
    const mask = Buffer.from([1, 2, 3, 4]);
    const masked = Buffer.from(text.map((byte, index) => byte ^ (mask[index % 4] ?? 0)));
    socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | text.length]), mask, masked]));

    let received = Buffer.alloc(0);
    const frames = [];
    while (frames.length < 2) {
      received = Buffer.concat([received, await new Promise<Buffer>((r) => socket.once('data', r))]);
      const decoded = decodeFrames(received);
      frames.push(...decoded.frames);
      received = Buffer.from(decoded.rest);
    }
    expect(frames[0]?.opcode).toBe(OPCODE.text);
    expect(JSON.parse(frames[0]?.payload.toString() ?? '')).toEqual({
      type: 'error',
      message: 'Unknown session',
    });
    expect(frames[1]?.opcode).toBe(OPCODE.close);
    expect(frames[1]?.payload.readUInt16BE(0)).toBe(4001);
    socket.destroy();

    const other = await handshake('/ws/other');
    expect(other.head).toMatch(/^HTTP\/1\.1 404 /);
    other.socket.destroy();
  });
});
