import { useCallback } from 'react';
import { atom, useRecoilValue, useSetRecoilState } from 'recoil';
import type { ModelChoice } from '../lib/access';

/**
 * Models chosen in the header for chats whose address does not say the model: a stored conversation
 * (by id) or a fresh chat at /chat/new. Kept for the session only; the choice itself is remembered in
 * storage (lib/remember.ts).
 */
const modelOverridesState = atom<Readonly<Record<string, ModelChoice>>>({
  key: 'models/overrides',
  default: {},
});

export function useModelOverride(key: string | null): ModelChoice | undefined {
  const overrides = useRecoilValue(modelOverridesState);
  return key ? overrides[key] : undefined;
}

/** Sets (or with null, drops) the model of the chat at `key`. */
export function useSetModelOverride(): (key: string, choice: ModelChoice | null) => void {
  const set = useSetRecoilState(modelOverridesState);
  return useCallback(
    (key, choice) =>
      set((current) => {
        const { [key]: _dropped, ...rest } = current;
        return choice ? { ...rest, [key]: choice } : rest;
      }),
    [set],
  );
}
