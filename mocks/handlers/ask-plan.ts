import { DEFAULT_SENDERS, FINISH_REASON_ENDPOINTS, endpointsConfig } from '../fixtures/endpoints';
import { findConversation, pickConversationOptions, upsertConversation } from '../db/conversations';
import { hashString, uuid } from '../db/ids';
import { findMessage, saveMessage, toClientMessage } from '../db/messages';
import { type MockDb } from '../db/mock-db';
import { NO_PARENT, type MessageImageRecord } from '../db/types';
import { stringField } from '../lib/http';
import { imageUrlsOf } from './ask-images';
import { composeContinuation, limitedReply, mathReply, unsafeReply } from '../model/reply-generator';
import { composeModelReply, personaOf } from '../model/model-personas';
import { composeSizedReply } from '../model/sized-reply';
import { MISSING_KEY_ERROR, parseTriggers, providerErrorText, stripTriggers } from '../model/triggers';
import { pictureUrl } from '../pictures/recipe-url';
import { countWordPieces, toWordPieces } from '../model/word-pieces';
import { type GenerationPlan, type RequestMessage } from '../stream/generation-plan';

const LABEL_KEY_BY_ENDPOINT: Readonly<Record<string, 'chatGptLabel' | 'modelLabel'>> = {
  openAI: 'chatGptLabel',
  azureOpenAI: 'chatGptLabel',
  gptPlugins: 'chatGptLabel',
  chatGPTBrowser: 'chatGptLabel',
};

export function senderFor(endpoint: string, body: Record<string, unknown>): string {
  const own = <T>(table: Readonly<Record<string, T>>) =>
    Object.hasOwn(table, endpoint) ? table[endpoint] : undefined;
  const label = body[own(LABEL_KEY_BY_ENDPOINT) ?? 'modelLabel'];
  return typeof label === 'string' && label.trim() ? label : (own(DEFAULT_SENDERS) ?? 'ChatGPT');
}

export interface AskInput {
  route: 'ask' | 'edit';
  endpoint: string;
  ownerId: string;
  /** The trimmed prompt. */
  text: string;
  body: Record<string, unknown>;
  /** Where the mock is reached: the base of a generated picture's address. */
  origin: string;
}

/** Models whose reply is a picture (spec section 1: text-to-image). */
const PICTURE_MODELS: readonly string[] = ['dall-e-3', 'gpt-image-1'];
const PICTURE_SIDE = 1024;
/** `[[hold]]`: how many partials a held reply shows before it waits (its first words). */
export const HOLD_AFTER_TOKENS = 8;

/** The reply picture of an image model: drawn from the prompt, another one for each regeneration. */
function replyPicture(origin: string, prompt: string, variant: number): MessageImageRecord {
  const words = stripTriggers(prompt) || 'image';
  const url = pictureUrl(origin, {
    prompt: words,
    seed: hashString(`${words}\u0000${variant}`),
    width: PICTURE_SIDE,
    height: PICTURE_SIDE,
    format: 'png',
  });
  const slug =
    words
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'image';
  return { image_url: { url }, id: uuid(), url_timestamp: null, url_expires: null, file_name: `${slug}.png` };
}

function conversationIdOf(body: Record<string, unknown>): string {
  const id = stringField(body, 'conversationId');
  return id && id !== 'new' && id !== 'search' ? id : uuid();
}

function needsKey(endpoint: string, body: Record<string, unknown>): boolean {
  const config = endpointsConfig()[endpoint];
  const token = body.token;
  return Boolean(config && config.userProvide) && !(typeof token === 'string' && token.trim());
}

/**
 * Saves the conversation and the user message, and decides the reply (contract sections 3 and 4):
 * plain ask, regenerate (overrideParentMessageId), edit of an AI reply and continue (/edit).
 */
export function prepareGeneration(db: MockDb, input: AskInput): GenerationPlan {
  const { body, endpoint, ownerId, text, route } = input;
  const conversationId = conversationIdOf(body);
  const parentMessageId = stringField(body, 'parentMessageId') || NO_PARENT;
  const override = stringField(body, 'overrideParentMessageId') || undefined;
  const generatesTitle = !findConversation(db, conversationId) && parentMessageId === NO_PARENT;
  const model = stringField(body, 'model') ?? null;
  upsertConversation(db, { ...pickConversationOptions(body), endpoint, conversationId, user: ownerId });

  const isEdit = route === 'edit';
  const userMessageId = (isEdit ? (override ?? stringField(body, 'messageId')) : override) || uuid();
  const stored = isEdit ? findMessage(db, conversationId, userMessageId) : undefined;
  let userMessage: RequestMessage;
  if (stored) {
    userMessage = toClientMessage(stored);
  } else {
    // A regenerate re-saves its user message; keep the images it was first sent with.
    const sent = imageUrlsOf(body);
    const images =
      sent.length > 0 ? sent : (findMessage(db, conversationId, userMessageId)?.image_urls ?? []);
    const created = {
      messageId: userMessageId,
      parentMessageId,
      conversationId,
      sender: 'User',
      text,
      ...(images.length > 0 ? { image_urls: images } : {}),
    };
    saveMessage(db, {
      ...created,
      user: ownerId,
      isCreatedByUser: true,
      model,
      error: false,
      unfinished: false,
      cancelled: false,
      tokenCount: countWordPieces(text),
    });
    userMessage = { ...created, isCreatedByUser: true };
  }

  const triggers = parseTriggers(text);
  const isContinued = isEdit && body.isContinued === true;
  const generation = isEdit ? (stringField(body, 'generation') ?? '') : '';
  // Earlier answers of the same model to the question: a comparison's answers arrive at once on other
  // models, so counting every sibling would depend on which one the server saved first.
  const earlierReplies = db.state.messages.filter(
    (message) =>
      message.parentMessageId === userMessageId &&
      !message.isCreatedByUser &&
      (message.model ?? null) === model,
  ).length;
  const variant = override ? earlierReplies : 0;
  let completion: string;
  if (isEdit) completion = composeContinuation(text, generation);
  else if (triggers.limited) completion = limitedReply();
  else if (triggers.unsafe) completion = unsafeReply();
  else if (triggers.math) completion = mathReply();
  else if (triggers.chars !== null) completion = composeSizedReply(text, triggers.chars, variant);
  else completion = composeModelReply(text, variant, model, endpoint);
  const picture =
    !isEdit && model !== null && PICTURE_MODELS.includes(model)
      ? replyPicture(input.origin, text, variant)
      : null;
  if (picture) completion = '';

  let tokens = toWordPieces(completion);
  const truncated = triggers.length && !isContinued;
  if (truncated) tokens = tokens.slice(0, Math.max(1, Math.floor(tokens.length * 0.6)));
  const responseId = stringField(body, 'responseMessageId');

  let errorText: string | null = null;
  if (triggers.error) errorText = providerErrorText(triggers.error);
  else if (model !== null && triggers.failModels.includes(model.toLowerCase()))
    errorText = providerErrorText('server_error');
  else if (needsKey(endpoint, body)) errorText = MISSING_KEY_ERROR;

  return {
    endpoint,
    ownerId,
    conversationId,
    generatesTitle: generatesTitle && endpoint !== 'anthropic',
    userMessage,
    responseMessageId: isContinued && responseId && !errorText ? responseId : uuid(),
    sender: senderFor(endpoint, body),
    model,
    prefix: isEdit && generation ? `${generation} ` : '',
    tokens,
    dropAfter: triggers.drop ? Math.max(1, Math.floor(tokens.length * 0.4)) : null,
    lingerAfterFinal: triggers.linger,
    picture,
    finishReason: FINISH_REASON_ENDPOINTS.includes(endpoint) ? (truncated ? 'length' : 'stop') : undefined,
    errorText,
    tokensPerSecond:
      (triggers.slow ? 4 : db.state.settings.tokensPerSecond) * personaOf(model, endpoint).speed,
    holdCreated: triggers.holdCreated,
    holdAfter: triggers.hold ? Math.min(HOLD_AFTER_TOKENS, tokens.length) : null,
    promptTokens: countWordPieces(text) + 8,
  };
}
