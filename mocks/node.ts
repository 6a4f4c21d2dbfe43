import { setupServer } from 'msw/node';
import { sharedDb } from './db/shared-db';
import { handlers, socketHandlers } from './handlers';
import { nodePdfTextReader } from './pdf/node-text-reader';
import { setPdfTextReader } from './pdf/text-reader';
import { setPictureEncoder } from './pictures/encoder';
import { setClipLoader } from './videos/clip-loader';
import { nodeClipLoader } from './videos/node-clip-loader';
import { nodePictureEncoder } from './pictures/node-encoder';

setPictureEncoder(nodePictureEncoder);
setClipLoader(nodeClipLoader);
setPdfTextReader(nodePdfTextReader);

/** The mock backend for Vitest (msw/node over an in-memory database). tests/setup.ts starts it. */
export const server = setupServer(...handlers, ...socketHandlers);

/** The database behind `server`, for tests that need to look at or change the mock's state. */
export const mockDb = sharedDb;

/** Restores the seed (demo accounts, seeded conversations, default settings) and stops running streams. */
export function resetMockDb(): void {
  sharedDb.reset();
}
