import { useEffect, useState } from 'react';

const importEngine = () => import('./send-engine');
export type SendEngine = Awaited<ReturnType<typeof importEngine>>;

let engine: SendEngine | null = null;
let loading: Promise<SendEngine> | null = null;

/** The send engine, fetched once; a failed fetch is tried again on the next call. */
export function loadSendEngine(): Promise<SendEngine> {
  loading ??= importEngine().then(
    (module) => (engine = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The send engine if it is already here (then a send starts in the same task as the key press). */
export const loadedSendEngine = (): SendEngine | null => engine;

/** The send engine once `wanted` (the composer has text): null until it has arrived. */
export function useSendEngine(wanted: boolean): SendEngine | null {
  const [ready, setReady] = useState(loadedSendEngine);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    loadSendEngine().then(
      (module) => live && setReady(module),
      () => undefined, // Sending tries again and says so.
    );
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}
