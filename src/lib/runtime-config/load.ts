import { describeIssues } from '@/lib/schema-issues';
import { runtimeConfigSchema, type RuntimeConfig } from './schema';

export type ConfigProblem =
  | { kind: 'missing'; detail: string }
  | { kind: 'malformed'; detail: string }
  | { kind: 'invalid'; detail: string }
  /** The config asked for the in-browser mock backend and it could not start. */
  | { kind: 'mock'; detail: string };

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; problem: ConfigProblem };

export const CONFIG_PATH = '/config.json';

export async function parseRuntimeConfig(raw: unknown): Promise<ConfigResult> {
  const schema = runtimeConfigSchema();
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, config: parsed.data };
  const detail = await describeIssues(schema, raw, { root: '(root)' });
  return { ok: false, problem: { kind: 'invalid', detail } };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<ConfigResult> {
  let response: Response;
  try {
    // The default cache mode, so the `<link rel=preload>` of index.html answers it; the server sends
    // config.json with `Cache-Control: no-cache`, so a stored copy is always revalidated.
    response = await fetchImpl(CONFIG_PATH, { headers: { Accept: 'application/json' } });
  } catch (error) {
    return { ok: false, problem: { kind: 'missing', detail: String(error) } };
  }
  if (!response.ok) {
    return { ok: false, problem: { kind: 'missing', detail: `${CONFIG_PATH} answered ${response.status}` } };
  }
  const text = await response.text();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'malformed', detail: `${CONFIG_PATH} is not valid JSON` } };
  }
  return parseRuntimeConfig(raw);
}
