import { createHash } from 'node:crypto';
import { type IncomingMessage, type Server } from 'node:http';
import { type Duplex } from 'node:stream';
import { type SocketConnection, type SocketPeer } from './session-hub';

/**
 * A small WebSocket endpoint (RFC 6455) on Node's own `http` server: the handshake, text frames
 * (fragmented or not), ping/pong and close. Enough for the mock's JSON session socket, so the mock
 * server needs no WebSocket package.
 */

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const MAX_MESSAGE_BYTES = 1024 * 1024;

export const OPCODE = {
  continuation: 0x0,
  text: 0x1,
  binary: 0x2,
  close: 0x8,
  ping: 0x9,
  pong: 0xa,
} as const;

export interface Frame {
  fin: boolean;
  opcode: number;
  payload: Buffer;
}

export function acceptKey(key: string): string {
  return createHash('sha1')
    .update(key + HANDSHAKE_GUID)
    .digest('base64');
}

/** A server frame: final, unmasked (servers never mask). */
export function encodeFrame(opcode: number, payload: Buffer = Buffer.alloc(0)): Buffer {
  const length = payload.length;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([0x80 | opcode, length]);
  } else if (length < 0x10000) {
    header = Buffer.alloc(4);
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x80 | opcode;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

/** Splits received bytes into whole frames (unmasking client frames); the rest waits for more bytes. */
export function decodeFrames(buffer: Buffer): { frames: Frame[]; rest: Buffer } {
  const frames: Frame[] = [];
  let offset = 0;
  for (;;) {
    if (buffer.length - offset < 2) break;
    const first = buffer[offset] ?? 0;
    const second = buffer[offset + 1] ?? 0;
    const masked = (second & 0x80) !== 0;
    let length = second & 0x7f;
    let cursor = offset + 2;
    if (length === 126) {
      if (buffer.length - cursor < 2) break;
      length = buffer.readUInt16BE(cursor);
      cursor += 2;
    } else if (length === 127) {
      if (buffer.length - cursor < 8) break;
      const big = buffer.readBigUInt64BE(cursor);
      if (big > BigInt(MAX_MESSAGE_BYTES)) throw new Error('Frame too large');
      length = Number(big);
      cursor += 8;
    }
    if (length > MAX_MESSAGE_BYTES) throw new Error('Frame too large');
    const maskLength = masked ? 4 : 0;
    if (buffer.length - cursor < maskLength + length) break;
    const mask = buffer.subarray(cursor, cursor + maskLength);
    cursor += maskLength;
    const payload = Buffer.from(buffer.subarray(cursor, cursor + length));
    if (masked) {
      for (let index = 0; index < payload.length; index++) {
        payload[index] = (payload[index] ?? 0) ^ (mask[index % 4] ?? 0);
      }
    }
    frames.push({ fin: (first & 0x80) !== 0, opcode: first & 0x0f, payload });
    offset = cursor + length;
  }
  return { frames, rest: buffer.subarray(offset) };
}

function closePayload(code: number, reason: string): Buffer {
  const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
  payload.writeUInt16BE(code, 0);
  payload.write(reason, 2);
  return payload;
}

function reject(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
}

/** Serves one socket: frames in, `connection.message` per text message, frames out through the peer. */
function serve(socket: Duplex, connect: (peer: SocketPeer) => SocketConnection) {
  let open = true;
  let pending: Buffer = Buffer.alloc(0);
  let fragments: Buffer[] | null = null;

  const peer: SocketPeer = {
    send(text) {
      if (open) socket.write(encodeFrame(OPCODE.text, Buffer.from(text)));
    },
    close(code, reason) {
      if (!open) return;
      open = false;
      socket.end(encodeFrame(OPCODE.close, closePayload(code, reason)));
    },
  };
  const connection = connect(peer);

  socket.on('data', (chunk: Buffer) => {
    let decoded: ReturnType<typeof decodeFrames>;
    try {
      decoded = decodeFrames(Buffer.concat([pending, chunk]));
    } catch {
      peer.close(1009, 'Message too big');
      return;
    }
    pending = Buffer.from(decoded.rest);
    for (const frame of decoded.frames) {
      if (!open) return;
      if (frame.opcode === OPCODE.ping) socket.write(encodeFrame(OPCODE.pong, frame.payload));
      else if (frame.opcode === OPCODE.close) {
        const code = frame.payload.length >= 2 ? frame.payload.readUInt16BE(0) : 1000;
        peer.close(code, '');
      } else if (frame.opcode === OPCODE.text || frame.opcode === OPCODE.continuation) {
        if (frame.opcode === OPCODE.text) fragments = [];
        if (!fragments) continue;
        fragments.push(frame.payload);
        if (frame.fin) {
          const text = Buffer.concat(fragments).toString('utf8');
          fragments = null;
          connection.message(text);
        }
      }
    }
  });
  socket.on('close', () => {
    open = false;
    connection.closed();
  });
  socket.on('error', () => socket.destroy());
}

/**
 * Accepts WebSocket upgrades on `path` of a node http server; other upgrades are refused.
 * `closeAll` ends every open socket (upgraded sockets are no longer the server's connections).
 */
export function attachWebSocketEndpoint(
  server: Server,
  path: string,
  connect: (peer: SocketPeer) => SocketConnection,
): { closeAll(): void } {
  const sockets = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    const pathname = new URL(req.url ?? '/', 'http://mock').pathname;
    const key = req.headers['sec-websocket-key'];
    if (pathname !== path) return reject(socket, '404 Not Found');
    if ((req.headers.upgrade ?? '').toLowerCase() !== 'websocket' || typeof key !== 'string') {
      return reject(socket, '400 Bad Request');
    }
    if (req.headers['sec-websocket-version'] !== '13') return reject(socket, '426 Upgrade Required');
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${acceptKey(key)}\r\n\r\n`,
    );
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, connect);
  });
  return {
    closeAll() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
  };
}
