import { z } from 'zod';
import { safeUrl } from '../url/safe-url';

const baseUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'must be empty or an http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** An http(s) URL, or a path on the app's own site ('/demo-start'), made absolute here. */
const siteUrl = z
  .string()
  .trim()
  .refine(
    (value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value),
    'must be an http(s) URL or a path on this site',
  )
  .transform((value) =>
    (value.startsWith('/') ? `${globalThis.location?.origin ?? ''}${value}` : value).replace(/\/+$/, ''),
  );

/** The keys of public/config.json. Everything here is public: no secret belongs in it. */
export const runtimeConfigSchema = z.object({
  /** Base of the product API (`/api/...`); '' means the page's own origin. */
  apiBaseUrl: baseUrl.default(''),
  /** Base of the provider API (`/e/...`); '' means the page's own origin. */
  providerApiBaseUrl: baseUrl.default(''),
  /** The sibling marketing and registration site (register popup frame, pricing). */
  startSiteUrl: siteUrl,
  /** The external upgrade page; links add the plan group (`ppg`). */
  upgradeUrl: siteUrl,
  /** Where chat image attachments are uploaded (multipart); '' = `{apiBaseUrl}/api/upload-chatbotpro`. */
  imageUploadUrl: baseUrl.default(''),
  /** The paid chat app that PRO, PROMAX and ENTERPRISE sessions are sent to; '' = stay here. */
  paidChatAppUrl: baseUrl.default(''),
  brandName: z.string().trim().min(1),
  logoUrl: z
    .string()
    .trim()
    .refine(
      (value) => safeUrl(value, 'image') !== undefined,
      'must be an http(s), relative or raster data: image URL',
    )
    .default('/logo.svg'),
  /** Whether social-login links may be shown at all (the server's /api/config still decides each one). */
  socialLogin: z.object({ show: z.boolean() }).default({ show: true }),
  /** Passphrase of the shared-link token; it obfuscates, it does not protect (see README). */
  sharePassphrase: z.string().default(''),
  /** Start the in-browser mock backend (MSW service worker) before the first render. */
  mock: z.boolean().default(false),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
