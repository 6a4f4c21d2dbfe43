/** Chat triggers: markers anywhere in a prompt that make the simulated model misbehave on purpose. */
export type ProviderErrorKind = 'invalid_api_key' | 'insufficient_quota' | 'server_error';

export interface Triggers {
  error: ProviderErrorKind | null;
  drop: boolean;
  length: boolean;
  limited: boolean;
  slow: boolean;
  /** A reply carrying raw HTML and a javascript: link, to prove the client renders neither. */
  unsafe: boolean;
  /** A reply with formulas in every notation, prices that must stay text, and a mermaid diagram. */
  math: boolean;
  /** The stream stays open for a minute after its final event. */
  linger: boolean;
  /** `[[chars:N]]`: a reply of about N characters (long replies for the benchmarks), else null. */
  chars: number | null;
  /** `[[hold-created]]`: the stream sends nothing, not even `created`, until the test releases it. */
  holdCreated: boolean;
  /** `[[hold]]`: the stream pauses after its first few partials until the test releases it. */
  hold: boolean;
  /** `[[fail:MODEL]]`: that model's answer alone ends with a server error (a comparison's other answers go on). */
  failModels: string[];
}

const TRIGGER_PATTERN =
  /\[\[(?:error:[\w-]+|fail:[\w.-]+|drop|length|limited|slow|unsafe|math|linger|chars:\d+|hold-created|hold)\]\]/gi;
const FAIL_PATTERN = /\[\[fail:([\w.-]+)\]\]/gi;
const CHARS_PATTERN = /\[\[chars:(\d+)\]\]/i;

function charsOf(prompt: string): number | null {
  const match = CHARS_PATTERN.exec(prompt);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export function parseTriggers(prompt: string): Triggers {
  const lower = prompt.toLowerCase();
  let error: ProviderErrorKind | null = null;
  if (lower.includes('[[error:invalid_api_key]]')) error = 'invalid_api_key';
  else if (lower.includes('[[error:insufficient_quota]]')) error = 'insufficient_quota';
  else if (lower.includes('[[error:500]]')) error = 'server_error';
  return {
    error,
    drop: lower.includes('[[drop]]'),
    length: lower.includes('[[length]]'),
    limited: lower.includes('[[limited]]'),
    slow: lower.includes('[[slow]]'),
    unsafe: lower.includes('[[unsafe]]'),
    math: lower.includes('[[math]]'),
    linger: lower.includes('[[linger]]'),
    chars: charsOf(prompt),
    holdCreated: lower.includes('[[hold-created]]'),
    hold: lower.includes('[[hold]]'),
    failModels: [...prompt.matchAll(FAIL_PATTERN)].map((match) => (match[1] ?? '').toLowerCase()),
  };
}

export function stripTriggers(prompt: string): string {
  return prompt.replace(TRIGGER_PATTERN, ' ').replace(/\s+/g, ' ').trim();
}

const PROVIDER_ERRORS: Record<ProviderErrorKind, string> = {
  invalid_api_key:
    'Failed to send message. HTTP 401 - {"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}',
  insufficient_quota:
    'Failed to send message. HTTP 429 - {"error":{"message":"You exceeded your current quota","type":"insufficient_quota","code":"insufficient_quota"}}',
  server_error:
    'Failed to send message. HTTP 500 - {"error":{"message":"The server had an error while processing your request."}}',
};

export function providerErrorText(kind: ProviderErrorKind): string {
  return PROVIDER_ERRORS[kind];
}

/** What a userProvide endpoint answers when the request carries no key. */
export const MISSING_KEY_ERROR =
  'Failed to send message. HTTP 401 - {"error":{"message":"No API key provided. Set your key first.","type":"invalid_request_error","code":"invalid_api_key"}}';
