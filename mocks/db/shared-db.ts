import { createMockDb } from './mock-db';

/**
 * The database behind the exported `handlers`. In memory by default (msw/node in Vitest);
 * the browser entry switches it to localStorage with `sharedDb.usePersistence(...)`.
 */
export const sharedDb = createMockDb();
