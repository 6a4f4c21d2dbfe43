import type { ZodMiniType } from 'zod/mini';
import { describeIssues } from '@/lib/schema-issues';
import { emitAuthError } from './auth-events';
import { ApiError, NetworkError, ResponseShapeError, messageFromBody } from './errors';
import { refreshSession } from './refresh';
import { getAccessToken } from './token-store';
import { apiUrl, type ApiTarget } from './urls';

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (FormData) or form-urlencoded (plain record). */
  form?: FormData | Record<string, string>;
  /** Validates a JSON answer; without it the answer is returned as `unknown`. */
  schema?: ZodMiniType<T>;
  /** 'text' returns the raw body, 'bytes' an ArrayBuffer (a file); 'none' ignores it. */
  responseType?: 'json' | 'text' | 'bytes' | 'none';
  target?: ApiTarget;
  signal?: AbortSignal;
  /** Auth routes themselves must not trigger the refresh-and-retry. */
  skipRefresh?: boolean;
};

function buildInit<T>(options: RequestOptions<T>): RequestInit {
  const headers: Record<string, string> = {
    Accept: options.responseType === 'bytes' ? '*/*' : 'application/json',
  };
  const token = getAccessToken();
  // The start site is another party: it never sees the product's bearer token.
  if (token && options.target !== 'start') headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form instanceof FormData) {
    body = options.form;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  return {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  };
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<Response> {
  try {
    return await fetch(apiUrl(path, options.target), buildInit(options));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(`Could not reach the server (${path})`);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{"]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one way the app talks to the backend. A 401 triggers a single shared refresh and one retry;
 * if that fails too, the auth-error state is raised and the 401 is thrown.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && !options.skipRefresh) {
    const outcome = await refreshSession();
    if (outcome.kind === 'refreshed') response = await send(path, options);
    if (response.status === 401) emitAuthError();
  }
  if (!response.ok) {
    const body = await readBody(response);
    throw new ApiError(response.status, messageFromBody(body, response.status), body);
  }
  if (options.responseType === 'none') return undefined as T;
  if (options.responseType === 'text') return (await response.text()) as T;
  if (options.responseType === 'bytes') return (await response.arrayBuffer()) as T;
  const body = await readBody(response);
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ResponseShapeError(
      path,
      await describeIssues(options.schema, body, { root: 'body', limit: 3 }),
    );
  }
  return parsed.data;
}
