/** A non-2xx answer from the server, with the server's own message when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The server answered 2xx, but not in the shape the contract promises. */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';
  constructor(
    readonly path: string,
    readonly detail: string,
  ) {
    super(`Unexpected response from the server (${path}): ${detail}`);
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** An error page of a proxy or server (HTML) is no message for a person to read. */
const looksLikeMarkup = (text: string) => /^<|<\/?(html|body|head|div|p|h1|pre|title)\b/i.test(text);

/** Pulls the human message out of a JSON or text error body, as the server wrote it. */
export function messageFromBody(body: unknown, status: number): string {
  if (typeof body === 'string' && body.trim() && !looksLikeMarkup(body.trim()))
    return body.trim().slice(0, 512);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error', 'text']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return `Request failed with status ${status}`;
}
