/**
 * Encoded pictures by id, newest kept, within a byte budget: a collection page asks for the same
 * pictures again and again, and drawing plus encoding one costs about a tenth of a second.
 */
export function createPictureCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, Uint8Array<ArrayBuffer>>();
  let bytes = 0;
  return {
    get(id: string): Uint8Array<ArrayBuffer> | undefined {
      const hit = entries.get(id);
      if (hit) {
        entries.delete(id);
        entries.set(id, hit);
      }
      return hit;
    },
    set(id: string, value: Uint8Array<ArrayBuffer>): void {
      const previous = entries.get(id);
      if (previous) bytes -= previous.byteLength;
      entries.delete(id);
      entries.set(id, value);
      bytes += value.byteLength;
      for (const [oldest, held] of entries) {
        if (bytes <= maxBytes || oldest === id) break;
        entries.delete(oldest);
        bytes -= held.byteLength;
      }
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
  };
}
