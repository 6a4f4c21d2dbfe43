#!/usr/bin/env node
// The Content-Security-Policy (and the headers that go with it) for a tenant's config.json.
//
//   node scripts/csp.mjs [path/to/config.json]     prints the headers for a CDN or web server
//
// scripts/serve-static.mjs sends the same headers with every HTML page, built from the config it serves.
// Scripts come only from the app's own origin (no inline script, no eval); the API bases, the upload URL
// and the session socket are the only places the page may connect to; the start site is the only page
// it may frame; nobody may frame the app.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const originOf = (url) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

const socketOrigin = (origin) => origin.replace(/^http/, 'ws');

/** @param {Record<string, unknown>} config the tenant's config.json */
export function securityHeaders(config) {
  const apis = [config.apiBaseUrl, config.providerApiBaseUrl, config.imageUploadUrl]
    .map((url) => originOf(String(url ?? '')))
    .filter(Boolean);
  const unique = (values) => [...new Set(values)];
  // A start site given as a path ('/demo-start') is on the app's own origin.
  const startUrl = String(config.startSiteUrl ?? '');
  const start = startUrl.startsWith('/') ? "'self'" : originOf(startUrl);
  // The session socket talks to the provider API's host, or to the page's own (ws: on 'self').
  // The start site too: the register popup checks that its page answers before showing the frame, and
  // the client calls its /api (plan credits, Google and Apple sign-up).
  const connect = unique(["'self'", ...apis, ...apis.map(socketOrigin), ...[start].filter(Boolean)]);
  const media = unique(["'self'", 'blob:', 'data:', ...apis, 'https:']);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', ...apis]),
    'media-src': media,
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'frame-src': unique([start].filter(Boolean)),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : `${name} 'none'`))
    .join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The demo's stand-in start site: plain pages the app frames from its own origin. */
export function startSiteHeaders() {
  return {
    'Content-Security-Policy': "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? 'public/config.json';
  const headers = securityHeaders(JSON.parse(readFileSync(file, 'utf8')));
  for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
}
