import { type RequestHandler, type WebSocketHandler } from 'msw';
import { type MockDb } from '../db/mock-db';
import { sharedDb } from '../db/shared-db';
import { type GenerationRun } from '../stream/generation-run';
import { createRunRegistry } from '../stream/run-registry';
import { askHandlers } from './ask';
import { authHandlers } from './auth';
import { chatPdfHandlers } from './chat-pdf';
import { configHandlers } from './config';
import { controlHandlers } from './control';
import { controlSeedHandlers } from './control-seed';
import { convoHandlers } from './convos';
import { imageGenHandlers } from './image-gen';
import { messageHandlers } from './messages';
import { pluginHandlers } from './plugins';
import { presetHandlers } from './presets';
import { providerHandlers } from './provider';
import { providerAccountHandlers } from './provider-account';
import { providerMediaHandlers } from './provider-media';
import { searchHandlers } from './search';
import { sessionSocketHandlers } from './session-socket';
import { shareHandlers } from './share';
import { startSiteHandlers } from './start-site';
import { startSiteApiHandlers } from './start-site-api';
import { tokenizerHandlers } from './tokenizer';
import { uploadHandlers } from './upload';
import { userHandlers } from './user';
import { videoFileHandlers } from './video-files';

/** Every route of the mock backend over one database. Patterns start with `*` to match any origin. */
export function createHandlers(db: MockDb): RequestHandler[] {
  const runs = createRunRegistry<GenerationRun>();
  db.onReset(() => runs.stopAll());
  return [
    ...authHandlers(db),
    ...userHandlers(db),
    ...configHandlers(db),
    ...convoHandlers(db),
    ...messageHandlers(db),
    ...searchHandlers(db),
    ...shareHandlers(db),
    ...presetHandlers(db),
    ...pluginHandlers(db),
    ...tokenizerHandlers(db),
    ...askHandlers(db, runs),
    ...chatPdfHandlers(db),
    ...uploadHandlers(),
    ...providerHandlers(db),
    ...providerAccountHandlers(db),
    ...providerMediaHandlers(db),
    ...imageGenHandlers(db),
    ...videoFileHandlers(),
    ...controlHandlers(db),
    ...controlSeedHandlers(db),
    ...startSiteHandlers(),
    ...startSiteApiHandlers(),
  ];
}

/** The handlers over the shared database (memory by default; see mocks/browser.ts for the browser). */
export const handlers: RequestHandler[] = createHandlers(sharedDb);

/** The session socket (msw `ws.link`) over the shared database, for the browser worker and Vitest. */
export const socketHandlers: WebSocketHandler[] = sessionSocketHandlers(sharedDb);
