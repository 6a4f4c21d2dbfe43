/** Spec section 9: the PDF status is polled every 2 s. */
export const PDF_POLL_MS = 2000;

/**
 * Calls `read` now and then every `intervalMs` until `done(answer)` holds; resolves with that answer.
 * A failed read rejects; an aborted signal rejects with its reason and stops the timer.
 */
export function pollUntil<T>(
  read: () => Promise<T>,
  done: (answer: T) => boolean,
  { intervalMs = PDF_POLL_MS, signal }: { intervalMs?: number; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    const tick = async () => {
      try {
        const answer = await read();
        if (signal?.aborted) return;
        if (done(answer)) {
          signal?.removeEventListener('abort', stop);
          resolve(answer);
        } else timer = setTimeout(() => void tick(), intervalMs);
      } catch (error) {
        signal?.removeEventListener('abort', stop);
        reject(error);
      }
    };
    void tick();
  });
}
