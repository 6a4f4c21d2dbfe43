import { useCallback } from 'react';
import { atom, useRecoilValue, useSetRecoilState } from 'recoil';
import type { ModelChoice } from '../lib/access';

/**
 * The model chosen for a chat whose address does not fix it, wherever it was chosen (the header, the
 * option bar, a preset), keyed by the chat: a stored conversation's id, or the slug or 'new' of a
 * fresh chat. The header and the chat both read it, so they always agree. Kept for the session; the
 * header's last choice is also remembered in storage (lib/remember.ts).
 */
const chatModelChoiceState = atom<Readonly<Record<string, ModelChoice>>>({
  key: 'models/chatModelChoice',
  default: {},
});

export function useChatModelChoice(key: string | null): ModelChoice | undefined {
  const choices = useRecoilValue(chatModelChoiceState);
  return key ? choices[key] : undefined;
}

/** Sets (or with null, drops) the model of the chat at `key`. */
export function useSetChatModelChoice(): (key: string, choice: ModelChoice | null) => void {
  const set = useSetRecoilState(chatModelChoiceState);
  return useCallback(
    (key, choice) =>
      set((current) => {
        const { [key]: _dropped, ...rest } = current;
        return choice ? { ...rest, [key]: choice } : rest;
      }),
    [set],
  );
}
