import { useCallback } from 'react';
import { atom, useRecoilState, useSetRecoilState } from 'recoil';

/**
 * Whether the plugin store is open. It opens from the user card, which lives in the sidebar (gone on
 * narrow screens once it closes), so the dialog is hosted once by the app shell and opened through here.
 */
const pluginStoreOpenState = atom<boolean>({ key: 'plugins/store-open', default: false });

export function usePluginStoreOpen(): [boolean, (open: boolean) => void] {
  return useRecoilState(pluginStoreOpenState);
}

/** Opens the plugin store. */
export function useOpenPluginStore(): () => void {
  const setOpen = useSetRecoilState(pluginStoreOpenState);
  return useCallback(() => setOpen(true), [setOpen]);
}
