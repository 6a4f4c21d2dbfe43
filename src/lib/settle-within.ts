/** `work`'s value if it settles successfully within `ms`, otherwise `fallback`; never rejects. */
export function settleWithin<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    work.then(resolve, () => resolve(fallback)).finally(() => clearTimeout(timer));
  });
}
