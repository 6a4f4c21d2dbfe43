import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseState, type PersistenceAdapter } from './persistence';

/** Node-only persistence in a JSON file (env MOCK_DATA_FILE of the mock server). Writes atomically. */
export function filePersistence(path: string): PersistenceAdapter {
  return {
    load() {
      try {
        return parseState(JSON.parse(readFileSync(path, 'utf8')));
      } catch {
        return null;
      }
    },
    save(state) {
      mkdirSync(dirname(path), { recursive: true });
      const temporary = `${path}.tmp`;
      writeFileSync(temporary, JSON.stringify(state, null, 1));
      renameSync(temporary, path);
    },
  };
}
