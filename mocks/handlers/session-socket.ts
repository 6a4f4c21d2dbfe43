import { ws } from 'msw';
import { type MockDb } from '../db/mock-db';
import { SESSION_SOCKET_PATH, sessionHubOf } from '../realtime/session-hub';

/**
 * The session socket for the in-browser mock and Vitest (msw's WebSocket interception); the node
 * mock server serves the same hub over a real WebSocket (mocks/realtime/node-websocket.ts).
 */
export function sessionSocketHandlers(db: MockDb) {
  const hub = sessionHubOf(db);
  const link = ws.link(`*${SESSION_SOCKET_PATH}`);
  return [
    link.addEventListener('connection', ({ client }) => {
      const connection = hub.connect({
        send: (text) => client.send(text),
        // msw delivers sent messages a task later; closing at once would drop the last one.
        close: (code, reason) => setTimeout(() => client.close(code, reason), 0),
      });
      client.addEventListener('message', (event) => {
        if (typeof event.data === 'string') connection.message(event.data);
      });
      client.addEventListener('close', () => connection.closed());
    }),
  ];
}
