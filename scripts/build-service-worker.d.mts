/** Types of scripts/build-service-worker.mjs (for the unit tests). */
export declare function filesOfPage(html: string): string[];
