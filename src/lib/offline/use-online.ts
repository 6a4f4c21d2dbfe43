import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;
const serverSnapshot = () => true;

/** Whether the browser has a network (`navigator.onLine`), following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, serverSnapshot);
}
