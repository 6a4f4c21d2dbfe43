import { z } from 'zod/mini';

type Schema = Pick<z.ZodMiniType, 'safeParse'>;

let english: Promise<void> | null = null;

/**
 * zod/mini has no messages of its own: every issue reads "Invalid input" until its English ones are
 * configured. They explain a wrong config.json on the config error page and an unexpected API answer in
 * ResponseShapeError, so they load when a parse has failed, not on every page (1.3 KiB gzip).
 */
function loadEnglishMessages(): Promise<void> {
  english ??= import('zod/v4/locales/en.js').then(({ default: messages }) => {
    z.config(messages());
  });
  return english;
}

/** What is wrong with `value` for `schema`, in English: "path: message; …" (the first `limit` issues). */
export async function describeIssues(
  schema: Schema,
  value: unknown,
  { root, limit = Infinity }: { root: string; limit?: number },
): Promise<string> {
  await loadEnglishMessages();
  const parsed = schema.safeParse(value);
  if (parsed.success) return '';
  return parsed.error.issues
    .slice(0, limit)
    .map((issue) => `${issue.path.join('.') || root}: ${issue.message}`)
    .join('; ');
}
