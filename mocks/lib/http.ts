import { HttpResponse } from 'msw';

/** Express's `res.send(string)` / passport's plain-text answers (text/plain unless headers say otherwise). */
export function textResponse(text: string, status = 200, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  if (!merged.has('Content-Type')) merged.set('Content-Type', 'text/plain; charset=utf-8');
  return new HttpResponse(text, { status, headers: merged });
}

export function unauthorized(): Response {
  return textResponse('Unauthorized', 401);
}

export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set('Content-Type', 'application/json; charset=utf-8');
  return new HttpResponse(JSON.stringify(body), { status, headers: merged });
}

export function emptyResponse(status: number, headers?: HeadersInit): Response {
  return new HttpResponse(null, { status, headers });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a JSON object body; anything else (empty, invalid, an array) reads as {}. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  try {
    const text = await request.text();
    if (!text.trim()) return {};
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Reads a body sent as JSON, urlencoded form or multipart form into a flat object. */
export async function readAnyBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      const form = await request.formData();
      const out: Record<string, unknown> = {};
      form.forEach((value, key) => {
        out[key] = typeof value === 'string' ? value : value.name;
      });
      return out;
    } catch {
      return {};
    }
  }
  return readJsonObject(request);
}

/** The `arg` wrapper some POSTs use: `{arg: ...}`. */
export function argOf(body: Record<string, unknown>): Record<string, unknown> {
  return isRecord(body.arg) ? body.arg : {};
}

export function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}
