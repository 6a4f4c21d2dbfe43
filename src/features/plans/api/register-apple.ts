import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { socialRegistrationAnswerSchema, socialRegistrationUrl } from '../lib/social-registration';

export interface AppleRegistration {
  regNum: string;
  chatDsng: string;
  signal?: AbortSignal;
}

/** POST {start site}/api/register-apple, form `reg_num`, `chat_dsng` (spec section 7): where to go on, or null. */
export async function registerApple({ regNum, chatDsng, signal }: AppleRegistration): Promise<string | null> {
  const answer = await apiRequest('/api/register-apple', {
    target: 'start',
    form: { reg_num: regNum, chat_dsng: chatDsng },
    schema: socialRegistrationAnswerSchema,
    skipRefresh: true,
    signal,
  });
  return socialRegistrationUrl(answer);
}

/** The answer is an address to go on to; nothing cached changes. */
export function useRegisterAppleMutation() {
  return useMutation({ mutationFn: registerApple });
}
