import { http, HttpResponse } from 'msw';
import { EDIT_ENDPOINTS, endpointsConfig } from '../fixtures/endpoints';
import { findConversation } from '../db/conversations';
import { type MockDb } from '../db/mock-db';
import { recordChatUsage } from '../db/provider';
import { GUEST_OWNER } from '../db/types';
import { identifyCaller } from '../lib/auth';
import { jsonResponse, readJsonObject, stringField, textResponse, unauthorized } from '../lib/http';
import { GenerationRun } from '../stream/generation-run';
import { type RunRegistry } from '../stream/run-registry';
import { SSE_HEADERS, sseErrorResponse } from '../stream/sse';
import { imageUrlsOf } from './ask-images';
import { prepareGeneration } from './ask-plan';

const GUEST_MODEL = 'gpt-4o-mini';
/** Endpoints without an abort route on the real server. */
const NO_ABORT = ['google', 'bingAI', 'chatGPTBrowser'];

function askEndpoints(): string[] {
  return Object.entries(endpointsConfig())
    .filter(([, config]) => config !== false)
    .map(([name]) => name);
}

const notFound = () => jsonResponse({ message: 'Not found' }, 404);

export function askHandlers(db: MockDb, registry: RunRegistry<GenerationRun>) {
  const handle = async (route: 'ask' | 'edit', request: Request, endpoint: string): Promise<Response> => {
    const allowed = route === 'edit' ? EDIT_ENDPOINTS : askEndpoints();
    if (!allowed.includes(endpoint)) return notFound();
    const body = await readJsonObject(request);
    const caller = identifyCaller(db, request);
    if (caller.kind === 'invalid') return unauthorized();
    if (caller.kind === 'guest' && body.model !== GUEST_MODEL) return unauthorized();
    const ownerId = caller.kind === 'user' ? caller.user.id : GUEST_OWNER;

    const text = (stringField(body, 'text') ?? '').trim();
    // A message may carry only images (spec section 4: sending needs text or images).
    if (!text && imageUrlsOf(body).length === 0)
      return sseErrorResponse({ text: 'Prompt empty or too short' });
    if (body.endpoint !== endpoint) return sseErrorResponse({ text: 'Illegal request: Endpoint mismatch' });
    const existing = findConversation(db, stringField(body, 'conversationId') ?? '');
    if (existing && existing.user !== ownerId) {
      return sseErrorResponse({ text: 'User not authorized for this conversation' });
    }

    const plan = prepareGeneration(db, {
      route,
      endpoint,
      ownerId,
      text,
      body,
      origin: new URL(request.url).origin,
    });
    // The provider API's monthly counters (/e/get-chat-usage). The mock counts; the client blocks.
    if (caller.kind === 'user' && plan.errorText === null) {
      recordChatUsage(db, caller.user, { model: plan.model, tokens: plan.promptTokens + plan.tokens.length });
    }
    db.save();
    const run = new GenerationRun(db, registry, plan);
    if (request.signal.aborted) run.detach();
    else request.signal.addEventListener('abort', () => run.detach(), { once: true });
    return new HttpResponse(run.stream, { status: 200, headers: SSE_HEADERS });
  };

  const abort = async (request: Request, endpoint: string): Promise<Response> => {
    if (NO_ABORT.includes(endpoint)) return notFound();
    const body = await readJsonObject(request);
    const caller = identifyCaller(db, request);
    if (caller.kind === 'invalid') return unauthorized();
    const ownerId = caller.kind === 'user' ? caller.user.id : GUEST_OWNER;
    const key = stringField(body, 'abortKey') ?? '';
    const run = key ? registry.find(endpoint, key) : undefined;
    if (!run || run.ownerId !== ownerId) return textResponse('Request not found', 404);
    // Express's res.send(JSON.stringify(...)): a JSON string sent as text/html.
    return textResponse(JSON.stringify(run.abort()), 200, { 'Content-Type': 'text/html; charset=utf-8' });
  };

  return [
    http.post('*/api/ask/:endpoint/abort', ({ request, params }) => abort(request, String(params.endpoint))),
    http.post('*/api/edit/:endpoint/abort', ({ request, params }) => abort(request, String(params.endpoint))),
    http.post('*/api/ask/:endpoint', ({ request, params }) =>
      handle('ask', request, String(params.endpoint)),
    ),
    http.post('*/api/edit/:endpoint', ({ request, params }) =>
      handle('edit', request, String(params.endpoint)),
    ),
  ];
}
