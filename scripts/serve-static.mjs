#!/usr/bin/env node
// Small dependency-free static server for the production build (dist/).
//
//   node scripts/serve-static.mjs [--port 4173] [--dir dist] [--config path/to/config.json] [--host 127.0.0.1]
//                                 [--tls CERT_AND_KEY.pem]
//
// - `--tls FILE` serves HTTP/2 over TLS (HTTP/1.1 still accepted) with the certificate and key in FILE,
//   as a CDN serves the app: many small chunks share one connection instead of queueing for six.
//
// - `--config FILE` answers GET /config.json with FILE instead of <dir>/config.json, so one build can be
//   served as many tenants (the file is re-read on every request), and GET /manifest.webmanifest with the
//   manifest scripts/web-manifest.mjs makes of FILE (a deployment writes that file beside config.json).
// - Extensionless paths that are not files fall back to index.html (SPA routing).
// - Missing files with an extension are 404 (so a missing chunk never turns into HTML).
// - /assets/* (hashed by Vite) get a long immutable cache; index.html, config.json, the manifest,
//   /sw.js and /mockServiceWorker.js get `Cache-Control: no-cache`.
// - Text files (HTML, JS, CSS, JSON, SVG, ...) are sent brotli- or gzip-compressed when the browser
//   accepts it, as a CDN would (`Vary: Accept-Encoding`); compressed copies are kept in memory per ETag.
// - HTML pages carry the Content-Security-Policy of scripts/csp.mjs, built from the served config.json;
//   the demo build's stand-in start site (/demo-start/*) may be framed by the app's own pages.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createReadStream, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import process from 'node:process';
import { securityHeaders, startSiteHeaders } from './csp.mjs';
import { webManifestText } from './web-manifest.mjs';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

function parseArgs(argv) {
  const opts = { port: 4173, dir: 'dist', config: null, host: '127.0.0.1', tls: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') fail(`missing value for ${flag}`);
      return v;
    };
    switch (flag) {
      case '--port':
      case '-p':
        opts.port = Number(value());
        break;
      case '--dir':
      case '-d':
        opts.dir = value();
        break;
      case '--config':
        opts.config = value();
        break;
      case '--host':
        opts.host = value();
        break;
      case '--tls':
        opts.tls = value();
        break;
      case '--help':
      case '-h':
        console.log(
          'usage: node scripts/serve-static.mjs [--port 4173] [--dir dist] [--config FILE] [--host 127.0.0.1] [--tls PEM]',
        );
        process.exit(0);
        break;
      default:
        fail(`unknown argument: ${arg}`);
    }
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535)
    fail(`invalid --port: ${opts.port}`);
  return opts;
}

function fail(message) {
  console.error(`serve-static: ${message}`);
  process.exit(2);
}

const opts = parseArgs(process.argv.slice(2));
const root = path.resolve(opts.dir);
const configFile = opts.config ? path.resolve(opts.config) : null;

try {
  if (!(await stat(root)).isDirectory()) fail(`${root} is not a directory`);
} catch {
  fail(`directory not found: ${root} (run \`npm run build\` first?)`);
}
if (configFile) {
  try {
    JSON.parse(await readFile(configFile, 'utf8'));
  } catch (err) {
    fail(`cannot read --config ${configFile}: ${err.message}`);
  }
}

/** Types worth compressing: text; pictures, video, fonts and wasm are compressed already or binary. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
const compressedCache = new Map();
/**
 * Brotli's quality: 11 as a CDN's precompressed assets (what the budget and the benchmarks measure); the e2e
 * suite asks for 5 (STATIC_BROTLI_QUALITY), since compressing every asset at 11 cost each of its four servers
 * some 9 CPU-seconds of a check that keeps both cores busy.
 */
const BROTLI_QUALITY = Math.min(11, Math.max(0, Number(process.env.STATIC_BROTLI_QUALITY ?? 11) || 0));

/** The encoding to answer with: brotli before gzip, as CDNs do; none when not accepted (q=0 refuses). */
function chosenEncoding(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name, ...params] = part.trim().split(';');
        const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
        return [name, q ? Number(q.slice(2)) : 1];
      }),
  );
  const allowed = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

async function compressedBody(filePath, etag, encoding) {
  const key = `${filePath}|${etag}|${encoding}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = await readFile(filePath);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(raw, { level: 9 });
    compressedCache.set(key, body);
  }
  return body;
}

function cacheControlFor(urlPath) {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

async function fileInfo(filePath) {
  try {
    const st = await stat(filePath);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/** The served config.json (the tenant's, or the build's own), for the Content-Security-Policy. */
async function servedConfig() {
  try {
    return JSON.parse(await readFile(configFile ?? path.join(root, 'config.json'), 'utf8'));
  } catch {
    return {};
  }
}

async function serveFile(req, res, filePath, st, urlPath) {
  const type = MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
  let pageHeaders = {};
  if (type.startsWith('text/html')) {
    pageHeaders = urlPath.startsWith('/demo-start/')
      ? startSiteHeaders()
      : securityHeaders(await servedConfig());
  }
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControlFor(urlPath),
    'Last-Modified': st.mtime.toUTCString(),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    ...pageHeaders,
  };
  const compressible = COMPRESSIBLE.test(type) && st.size >= MIN_COMPRESS_BYTES;
  if (compressible) headers.Vary = 'Accept-Encoding';
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = compressible ? chosenEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    const body = await compressedBody(filePath, etag, encoding);
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': st.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(filePath);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
    return;
  }

  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    send(res, 400, 'Bad Request\n');
    return;
  }
  if (urlPath.includes('\0')) {
    send(res, 400, 'Bad Request\n');
    return;
  }

  // Runtime config override: one build, many tenants.
  if (configFile && urlPath === '/config.json') {
    const st = await fileInfo(configFile);
    if (!st) {
      send(res, 404, 'Not Found\n');
      return;
    }
    await serveFile(req, res, configFile, st, urlPath);
    return;
  }

  // The tenant's web app manifest, made of its config.json.
  if (configFile && urlPath === '/manifest.webmanifest') {
    const body = webManifestText(await servedConfig());
    const etag = `W/"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    const headers = {
      'Content-Type': MIME_TYPES['.webmanifest'],
      'Cache-Control': 'no-cache',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    send(res, 200, body, headers);
    return;
  }

  // Resolve inside root; anything escaping it (../, encoded ..%2f, absolute) is rejected.
  const filePath = path.resolve(root, '.' + path.posix.normalize('/' + urlPath));
  if (filePath !== root && !filePath.startsWith(root + path.sep)) {
    send(res, 403, 'Forbidden\n');
    return;
  }

  let st = await fileInfo(filePath);
  if (st) {
    await serveFile(req, res, filePath, st, urlPath);
    return;
  }
  // Directory with index.html (e.g. "/").
  const indexInDir = path.join(filePath, 'index.html');
  st = await fileInfo(indexInDir);
  if (st) {
    await serveFile(req, res, indexInDir, st, urlPath.startsWith('/demo-start/') ? urlPath : '/index.html');
    return;
  }

  // Missing file with an extension (or anything under /assets/): a real 404.
  const lastSegment = urlPath.split('/').pop() ?? '';
  if (path.extname(lastSegment) !== '' || urlPath.startsWith('/assets/')) {
    send(res, 404, 'Not Found\n');
    return;
  }

  // SPA fallback.
  const indexHtml = path.join(root, 'index.html');
  st = await fileInfo(indexHtml);
  if (!st) {
    send(res, 404, 'Not Found (no index.html)\n');
    return;
  }
  await serveFile(req, res, indexHtml, st, '/index.html');
}

function onRequest(req, res) {
  handle(req, res).catch((err) => {
    console.error('serve-static:', err);
    if (!res.headersSent) send(res, 500, 'Internal Server Error\n');
    else res.destroy();
  });
}

const pem = opts.tls ? readFileSync(opts.tls) : null;
const server = pem
  ? http2.createSecureServer({ cert: pem, key: pem, allowHTTP1: true }, onRequest)
  : http.createServer(onRequest);

server.on('error', (err) => {
  fail(err.code === 'EADDRINUSE' ? `port ${opts.port} is already in use` : err.message);
});

server.listen(opts.port, opts.host, () => {
  const { port } = server.address();
  const rel = path.relative(process.cwd(), root) || '.';
  console.log(`Serving ${rel} on ${pem ? 'https' : 'http'}://${opts.host}:${port}`);
  if (configFile) console.log(`  /config.json -> ${path.relative(process.cwd(), configFile)}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections?.();
    process.exit(0);
  });
}
