import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { withUser } from '../lib/auth';
import { isRecord, jsonResponse, readJsonObject, textResponse } from '../lib/http';
import { countTokens } from '../lib/tokenizer';

export function tokenizerHandlers(db: MockDb) {
  return [
    http.post('*/api/tokenizer', async ({ request }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, async () => {
        const arg = body.arg;
        const text =
          typeof arg === 'string' ? arg : isRecord(arg) && typeof arg.text === 'string' ? arg.text : null;
        if (text === null) return textResponse('Invalid tokenizer input', 500);
        return jsonResponse({ count: await countTokens(text) });
      });
    }),
  ];
}
