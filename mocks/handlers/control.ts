import { http } from 'msw';
import { pdfLeft, setPdfLeft, type PdfAllowance } from '../db/pdf-allowance';
import { insertBulkConversation } from '../db/bulk-conversation';
import { type MockDb } from '../db/mock-db';
import { setUsageLeft, usageSnapshot, type LimitsPatch } from '../db/provider';
import { expireAllAccessTokens } from '../db/sessions';
import { sessionHubOf } from '../realtime/session-hub';
import { mergeSettings } from '../db/settings';
import { findUserByEmail } from '../db/users';
import { emptyResponse, jsonResponse, readJsonObject, stringField } from '../lib/http';
import { releaseHeld } from '../stream/held-runs';
import { composeSeedTurns, MAX_SIZED_CHARS, MIN_SIZED_CHARS } from '../model/sized-reply';

/** 2,000 messages: twice what the longest benchmark in tests/perf opens. */
const MAX_SEED_PAIRS = 1000;

interface SeedTurn {
  prompt: string;
  reply: string;
  earlierReply?: string;
}

interface SeedRequest {
  email: string;
  pairs: number;
  chars: number;
  title: string | undefined;
  /** Turns written by the caller, among the generated ones (tests that look for a known phrase). */
  turns: SeedTurn[];
  /** How many generated pairs come before the caller's turns (0: they open the conversation). */
  turnsAfter: number;
}

const MAX_GIVEN_TURNS = 50;

/** `turns`: up to 50 `{prompt, reply, earlierReply?}` of non-empty strings, or the problem with it. */
function givenTurns(value: unknown): SeedTurn[] | string {
  if (value === undefined) return [];
  const problem = `"turns" must be a list of at most ${MAX_GIVEN_TURNS} {prompt, reply, earlierReply?} strings`;
  if (!Array.isArray(value) || value.length > MAX_GIVEN_TURNS) return problem;
  const turns: SeedTurn[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return problem;
    const { prompt, reply, earlierReply } = item as Record<string, unknown>;
    if (typeof prompt !== 'string' || !prompt || typeof reply !== 'string' || !reply) return problem;
    if (earlierReply !== undefined && (typeof earlierReply !== 'string' || !earlierReply)) return problem;
    turns.push({ prompt, reply, ...(earlierReply ? { earlierReply } : {}) });
  }
  return turns;
}

function integerIn(body: Record<string, unknown>, key: string, min: number, max: number): number | string {
  const value = body[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : `"${key}" must be an integer from ${min} to ${max}`;
}

/** The body of POST /__mock/seed-conversation, or the first problem with it. */
function parseSeedRequest(body: Record<string, unknown>): SeedRequest | string {
  const email = stringField(body, 'email');
  if (!email?.trim()) return '"email" is required';
  const pairs = integerIn(body, 'pairs', 1, MAX_SEED_PAIRS);
  if (typeof pairs === 'string') return pairs;
  const chars = integerIn(body, 'chars', MIN_SIZED_CHARS, MAX_SIZED_CHARS);
  if (typeof chars === 'string') return chars;
  const title = body.title;
  if (title !== undefined && (typeof title !== 'string' || !title.trim())) {
    return '"title" must be a non-empty string';
  }
  const turns = givenTurns(body.turns);
  if (typeof turns === 'string') return turns;
  const turnsAfter = body.turnsAfter === undefined ? 0 : integerIn(body, 'turnsAfter', 0, pairs);
  if (typeof turnsAfter === 'string') return turnsAfter;
  return { email, pairs, chars, title: title?.trim(), turns, turnsAfter };
}

const LIMIT_KEYS = ['tokensLeft', 'promptsLeft', 'imagesLeft', 'videosLeft', 'creditsLeft'] as const;
const PDF_LIMIT_KEYS = { pdfUploadsLeft: 'uploads', pdfQuestionsLeft: 'questions' } as const;

/** Mock-only control routes for tests and the demo's reset button. Never part of the real backend. */
export function controlHandlers(db: MockDb) {
  return [
    http.post('*/__mock/reset', () => {
      db.reset();
      return emptyResponse(204);
    }),
    http.get('*/__mock/settings', () => jsonResponse(db.state.settings)),
    // Streams held by [[hold-created]] or [[hold]] go on.
    http.post('*/__mock/release-held', () => jsonResponse({ released: releaseHeld(db) })),
    http.post('*/__mock/settings', async ({ request }) => {
      const patch = await readJsonObject(request);
      db.state.settings = mergeSettings(db.state.settings, patch);
      db.save();
      return jsonResponse(db.state.settings);
    }),
    http.post('*/__mock/limits', async ({ request }) => {
      const body = await readJsonObject(request);
      const user = typeof body.email === 'string' ? findUserByEmail(db, body.email) : undefined;
      if (!user) return jsonResponse({ message: 'Unknown user' }, 404);
      const patch: LimitsPatch = {};
      for (const key of LIMIT_KEYS) {
        const value = body[key];
        if (value === undefined) continue;
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
          return jsonResponse({ message: `${key} must be a number of 0 or more` }, 400);
        }
        patch[key] = value;
      }
      const pdfPatch: Partial<PdfAllowance> = {};
      for (const [key, field] of Object.entries(PDF_LIMIT_KEYS)) {
        const value = body[key];
        if (value === undefined) continue;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
          return jsonResponse({ message: `${key} must be a whole number of 0 or more` }, 400);
        }
        pdfPatch[field] = value;
      }
      if (body.member !== undefined) {
        if (typeof body.member !== 'boolean')
          return jsonResponse({ message: 'member must be a boolean' }, 400);
        user.is_member = body.member;
      }
      setUsageLeft(db, user, patch);
      setPdfLeft(db, user, pdfPatch);
      db.save();
      return jsonResponse({ email: user.email, ...usageSnapshot(db, user), pdfLeft: pdfLeft(db, user) });
    }),
    http.get('*/__mock/session-sockets', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      const user = findUserByEmail(db, email);
      if (!user) return jsonResponse({ message: 'Unknown user' }, 404);
      return jsonResponse({ email: user.email, sockets: sessionHubOf(db).registeredCount(user.id) });
    }),
    http.post('*/__mock/force-logout', async ({ request }) => {
      const body = await readJsonObject(request);
      const user = typeof body.email === 'string' ? findUserByEmail(db, body.email) : undefined;
      if (!user) return jsonResponse({ message: 'Unknown user' }, 404);
      return jsonResponse({ email: user.email, ...sessionHubOf(db).forceLogout(user.id) });
    }),
    http.post('*/__mock/expire-access-tokens', () => {
      expireAllAccessTokens(db);
      db.save();
      return emptyResponse(204);
    }),
    // A long conversation in one call, for the benchmarks in tests/perf.
    http.post('*/__mock/seed-conversation', async ({ request }) => {
      const parsed = parseSeedRequest(await readJsonObject(request));
      if (typeof parsed === 'string') return jsonResponse({ message: parsed }, 400);
      const user = findUserByEmail(db, parsed.email);
      if (!user) return jsonResponse({ message: 'User not found' }, 404);
      const generated = composeSeedTurns(parsed.pairs, parsed.chars);
      const conversation = insertBulkConversation(db, {
        userId: user.id,
        title: parsed.title ?? `Long conversation (${parsed.pairs * 2} messages)`,
        endpoint: 'openAI',
        model: 'gpt-4o-mini',
        sender: 'ChatGPT',
        turns: [
          ...generated.slice(0, parsed.turnsAfter),
          ...parsed.turns,
          ...generated.slice(parsed.turnsAfter),
        ],
      });
      db.save();
      return jsonResponse(
        {
          conversationId: conversation.conversationId,
          turns: conversation.turnIds.slice(parsed.turnsAfter, parsed.turnsAfter + parsed.turns.length),
        },
        201,
      );
    }),
  ];
}
