import { resolve } from 'node:path';
import { filePersistence } from './db/file-persistence';
import { createMockDb } from './db/mock-db';
import { startMockServer } from './server-app';

/** `npm run mock-server`: env MOCK_PORT (default 3080), MOCK_DATA_FILE (JSON persistence), MOCK_LOG=1. */
const port = Number(process.env.MOCK_PORT ?? 3080);
const dataFile = process.env.MOCK_DATA_FILE;
const db = createMockDb(dataFile ? { persistence: filePersistence(resolve(dataFile)) } : {});
const server = await startMockServer({ port, db, log: process.env.MOCK_LOG === '1' });
console.log(`Mock backend listening on ${server.url}`);

const shutdown = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
