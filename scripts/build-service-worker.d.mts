/** Types of scripts/build-service-worker.mjs (for the unit tests). */
export declare function filesOfPage(html: string): string[];
export declare function filesOfChunk(
  manifest: Record<string, { file: string; css?: string[]; imports?: string[] }>,
  key: string,
): string[];
