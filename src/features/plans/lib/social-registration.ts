import { z } from 'zod/mini';
import { readCookie } from '@/lib/cookies';
import { safeUrl } from '@/lib/url/safe-url';

/**
 * The start site marks a visitor who began signing up with Google or Apple there with the cookies
 * `reg_google` and `reg_apple` (spec section 3; `reg_apple` holds the registration number). Such a
 * guest who asks to register finishes through the start site's register call instead of the popup.
 */
export type SocialRegistration = { kind: 'google' } | { kind: 'apple'; regNum: string; chatDsng: string };

export interface SocialRegistrationCookies {
  regGoogle: string | null;
  regApple: string | null;
  chatDsng: string | null;
}

/** 'theme cookie chat_dsng values 01 (default) and 02' (spec section 4). */
const DEFAULT_DESIGN = '01';

export function socialRegistrationFor(cookies: SocialRegistrationCookies): SocialRegistration | null {
  if (cookies.regGoogle?.trim()) return { kind: 'google' };
  const regNum = cookies.regApple?.trim();
  if (regNum) return { kind: 'apple', regNum, chatDsng: cookies.chatDsng?.trim() || DEFAULT_DESIGN };
  return null;
}

export function readSocialRegistration(): SocialRegistration | null {
  return socialRegistrationFor({
    regGoogle: readCookie('reg_google'),
    regApple: readCookie('reg_apple'),
    chatDsng: readCookie('chat_dsng'),
  });
}

/** `{success, url}` of /api/register-google and /api/register-apple. */
export const socialRegistrationAnswerSchema = z.looseObject({
  success: z.nullish(z.boolean()),
  url: z.nullish(z.string()),
});

/** The address to go on to: only a successful answer's web address. */
export function socialRegistrationUrl(answer: z.infer<typeof socialRegistrationAnswerSchema>): string | null {
  if (answer.success !== true) return null;
  const url = safeUrl(answer.url);
  return url && !/^blob:/i.test(url) ? url : null;
}
