import { z } from 'zod/mini';
import { safeUrl } from '../url/safe-url';

/** A string trimmed before its checks run, as the checks see it and as it is returned. */
const trimmed = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);

/**
 * The keys of public/config.json. Everything here is public: no secret belongs in it. Built on first
 * use, not as the entry module runs: making zod schemas was a fifth of the page's first long task.
 */
function buildSchema() {
  const baseUrl = z.pipe(
    trimmed(
      z.refine(
        (value) => value === '' || /^https?:\/\/[^\s]+$/.test(value),
        'must be empty or an http(s) URL',
      ),
    ),
    z.transform((value) => value.replace(/\/+$/, '')),
  );

  /** An http(s) URL, or a path on the app's own site ('/demo-start'), made absolute here. */
  const siteUrl = z.pipe(
    trimmed(
      z.refine(
        (value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value),
        'must be an http(s) URL or a path on this site',
      ),
    ),
    z.transform((value) =>
      (value.startsWith('/') ? `${globalThis.location?.origin ?? ''}${value}` : value).replace(/\/+$/, ''),
    ),
  );

  return z.object({
    /** Base of the product API (`/api/...`); '' means the page's own origin. */
    apiBaseUrl: z._default(baseUrl, ''),
    /** Base of the provider API (`/e/...`); '' means the page's own origin. */
    providerApiBaseUrl: z._default(baseUrl, ''),
    /** The sibling marketing and registration site (register popup frame, pricing). */
    startSiteUrl: siteUrl,
    /** The external upgrade page; links add the plan group (`ppg`). */
    upgradeUrl: siteUrl,
    /** Where chat image attachments are uploaded (multipart); '' = `{apiBaseUrl}/api/upload-chatbotpro`. */
    imageUploadUrl: z._default(baseUrl, ''),
    /** The paid chat app that PRO, PROMAX and ENTERPRISE sessions are sent to; '' = stay here. */
    paidChatAppUrl: z._default(baseUrl, ''),
    brandName: trimmed(z.minLength(1)),
    logoUrl: z._default(
      trimmed(
        z.refine(
          (value) => safeUrl(value, 'image') !== undefined,
          'must be an http(s), relative or raster data: image URL',
        ),
      ),
      '/logo.svg',
    ),
    /** Whether social-login links may be shown at all (the server's /api/config still decides each one). */
    socialLogin: z._default(z.object({ show: z.boolean() }), { show: true }),
    /** Passphrase of the shared-link token; it obfuscates, it does not protect (see README). */
    sharePassphrase: z._default(z.string(), ''),
    /** Start the in-browser mock backend (MSW service worker) before the first render. */
    mock: z._default(z.boolean(), false),
  });
}

let schema: ReturnType<typeof buildSchema> | null = null;

export const runtimeConfigSchema = (): ReturnType<typeof buildSchema> => (schema ??= buildSchema());

export type RuntimeConfig = z.infer<ReturnType<typeof buildSchema>>;
