import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { createMockDb, type MockDb } from './db/mock-db';
import { createHandlers } from './handlers';
import { nodePdfTextReader } from './pdf/node-text-reader';
import { setPdfTextReader } from './pdf/text-reader';
import { setPictureEncoder } from './pictures/encoder';
import { setClipLoader } from './videos/clip-loader';
import { nodeClipLoader } from './videos/node-clip-loader';
import { nodePictureEncoder } from './pictures/node-encoder';
import { attachWebSocketEndpoint } from './realtime/node-websocket';
import { SESSION_SOCKET_PATH, sessionHubOf } from './realtime/session-hub';

/** How long a broken stream's written events get to leave before the connection is cut. */
const FLUSH_BEFORE_BREAK_MS = 1000;
/**
 * And then how long the browser gets to read them: Chromium fails the body's stream as soon as the connection
 * breaks, discarding what the page had not read yet. On a loaded machine a fast [[drop]] then reached the page
 * with none of its events, not even `created`, and the chat was never named.
 */
const READ_BEFORE_BREAK_MS = 2000;

setPictureEncoder(nodePictureEncoder);
setClipLoader(nodeClipLoader);
setPdfTextReader(nodePdfTextReader);

export interface MockServerOptions {
  /** 0 = a free port. */
  port?: number;
  host?: string;
  db?: MockDb;
  /** One line per request on stdout. */
  log?: boolean;
}

export interface RunningMockServer {
  url: string;
  port: number;
  db: MockDb;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  // Always: a picture cached for an <img> (no Origin) must not answer a later CORS fetch of it.
  if (!origin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, X-Requested-With',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** IncomingMessage → Fetch Request (cookies travel in the Cookie header). */
async function toFetchRequest(
  req: IncomingMessage,
  fallbackHost: string,
  signal: AbortSignal,
): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index] ?? '';
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, req.rawHeaders[index + 1] ?? '');
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal,
  });
}

/** Writes status and headers (each Set-Cookie kept apart), then streams the body chunk by chunk. */
async function writeResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on('close', () => {
    if (!res.writableFinished) reader.cancel().catch(() => undefined);
  });
  let lastWrite: Promise<unknown> = Promise.resolve();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      lastWrite = new Promise((resolve) => res.write(value, resolve));
    }
    res.end();
  } catch {
    // The stream broke (e.g. the [[drop]] trigger): end the connection abruptly, as a crashed upstream would,
    // once what was written has left. Destroyed at once, a loaded machine could discard it, and the client
    // saw the break before text it had been sent.
    await Promise.race([lastWrite, new Promise((resolve) => setTimeout(resolve, FLUSH_BEFORE_BREAK_MS))]);
    await new Promise((resolve) => setTimeout(resolve, READ_BEFORE_BREAK_MS));
    res.destroy();
  }
}

function notFound(): Response {
  return new Response(JSON.stringify({ message: 'Not found' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

async function answer(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse, host: string) {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return 204;
  }
  // The client hanging up aborts the request's signal, as a browser fetch abort would.
  const disconnect = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) disconnect.abort();
  });
  try {
    const request = await toFetchRequest(req, host, disconnect.signal);
    const response = (await getResponse(handlers, request)) ?? notFound();
    await writeResponse(res, response, cors);
    return response.status;
  } catch (error) {
    if (!res.headersSent) {
      res.writeHead(500, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: error instanceof Error ? error.message : 'Mock server error' }));
    } else res.destroy();
    return 500;
  }
}

/**
 * The mock backend over real HTTP: each request goes through msw's getResponse with the mock's
 * handlers; WebSocket upgrades on the session socket path reach the same session hub as msw's ws link.
 */
export function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1';
  const db = options.db ?? createMockDb();
  const handlers = createHandlers(db);
  const server = createServer((req, res) => {
    const startedAt = Date.now();
    void answer(handlers, req, res, `${host}:${options.port ?? 0}`).then((status) => {
      if (options.log) console.log(`${req.method} ${req.url} ${status} ${Date.now() - startedAt}ms`);
    });
  });
  // Node closes an idle keep-alive connection after 5 s, and a client that reuses it at that moment
  // gets ECONNRESET (test runners' request contexts do). Servers behind a proxy keep them longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const sessionHub = sessionHubOf(db);
  const sockets = attachWebSocketEndpoint(server, SESSION_SOCKET_PATH, (peer) => sessionHub.connect(peer));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        port,
        db,
        close: () =>
          new Promise<void>((done) => {
            sockets.closeAll();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
