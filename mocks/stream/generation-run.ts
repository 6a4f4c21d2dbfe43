import { findConversation, upsertConversation } from '../db/conversations';
import { saveMessage, type MessageInput } from '../db/messages';
import { type MockDb } from '../db/mock-db';
import { type ConversationRecord } from '../db/types';
import { titleFromPrompt } from '../model/title';
import { type GenerationPlan } from './generation-plan';
import { type RegisteredRun, type RunRegistry } from './run-registry';
import { abortAnswer, errorEventData, finalEventData } from './run-events';
import { encodeEvent } from './sse';
import { waitUntilReleased } from './held-runs';

const PARTIAL_SAVE_INTERVAL_MS = 300;
const MAX_FIRST_TOKEN_DELAY_MS = 400;
/** Yield to the event loop at least this often, so fast streams still interleave with /abort. */
const TOKENS_PER_YIELD = 25;
const DRAIN_TIMEOUT_MS = 2000;

type RunStatus = 'running' | 'done' | 'aborted' | 'dropped' | 'stopped';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** How long a [[linger]] stream stays open after its final event. */
const LINGER_MS = 60_000;

/** One simulated model reply: streams SSE events, saves partials, answers /abort. */
export class GenerationRun implements RegisteredRun {
  readonly stream: ReadableStream<Uint8Array>;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private status: RunStatus = 'running';
  private completion = '';
  private emitted = 0;
  private readonly epoch: number;

  constructor(
    private readonly db: MockDb,
    private readonly registry: RunRegistry<GenerationRun>,
    private readonly plan: GenerationPlan,
  ) {
    this.epoch = db.epoch;
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
        if (!plan.holdCreated) this.emit('message', { message: plan.userMessage, created: true });
      },
      // The client went away: keep generating (the real server does), so /abort still finds the run.
      cancel: () => {
        this.controller = null;
      },
    });
    registry.register(this);
    void this.run();
  }

  get abortKey(): string {
    return this.plan.conversationId;
  }

  get endpoint(): string {
    return this.plan.endpoint;
  }

  get ownerId(): string {
    return this.plan.ownerId;
  }

  /** The client aborted its request: end its stream like a fetch abort, keep generating for /abort. */
  detach(): void {
    try {
      this.controller?.error(new DOMException('The operation was aborted.', 'AbortError'));
    } catch {
      // Already closed.
    }
    this.controller = null;
  }

  stop(): void {
    if (this.status !== 'running') return;
    this.status = 'stopped';
    this.close();
  }

  /** Stops the stream, saves the partial reply as cancelled and returns the abort answer. */
  abort() {
    this.status = 'aborted';
    this.registry.remove(this);
    const saved = this.saveResponse({ unfinished: false, cancelled: true }, 'incomplete');
    const conversation = this.touchConversation();
    this.close();
    return abortAnswer(this.plan, saved, conversation);
  }

  private async run(): Promise<void> {
    const { plan } = this;
    if (plan.holdCreated) {
      await waitUntilReleased(this.db);
      if (this.status !== 'running') return;
      this.emit('message', { message: plan.userMessage, created: true });
    }
    const interval = 1000 / Math.max(0.1, plan.tokensPerSecond);
    let startAt = Date.now() + Math.min(MAX_FIRST_TOKEN_DELAY_MS, interval * 6);
    await sleep(startAt - Date.now());
    if (this.status !== 'running') return;
    if (plan.errorText !== null) return this.fail(plan.errorText);
    if (plan.picture) {
      await sleep(this.db.state.settings.imageGenerationMs);
      if (this.status !== 'running') return;
    }

    let lastSave = Date.now();
    const perPartial = Math.max(1, Math.round(this.db.state.settings.tokensPerPartial));
    for (let index = 0; index < plan.tokens.length; index += 1) {
      const wait = startAt + index * interval - Date.now();
      if (wait > 0 || index % TOKENS_PER_YIELD === 0) await sleep(wait);
      if (this.status !== 'running') return;
      this.completion += plan.tokens[index] ?? '';
      this.emitted += 1;
      const drops = plan.dropAfter !== null && index + 1 >= plan.dropAfter;
      const holdsNow = plan.holdAfter !== null && index + 1 === plan.holdAfter;
      if (
        index === 0 ||
        (index + 1) % perPartial === 0 ||
        index + 1 === plan.tokens.length ||
        drops ||
        holdsNow
      ) {
        this.emit('message', {
          text: plan.prefix + this.completion,
          message: true,
          initial: index === 0,
          parentMessageId: plan.userMessage.messageId,
        });
      }
      if (drops) return this.drop();
      if (Date.now() - lastSave >= PARTIAL_SAVE_INTERVAL_MS || index === 0 || holdsNow) {
        this.saveResponse({ unfinished: true, cancelled: false }, undefined);
        lastSave = Date.now();
      }
      if (holdsNow) {
        await waitUntilReleased(this.db);
        if (this.status !== 'running') return;
        startAt = Date.now() - (index + 1) * interval;
      }
    }
    this.finish();
  }

  private finish(): void {
    const { plan } = this;
    this.status = 'done';
    this.registry.remove(this);
    const saved = this.saveResponse({ unfinished: false, cancelled: false }, plan.finishReason);
    const conversation = this.touchConversation();
    this.emit('message', finalEventData(plan, saved, conversation, this.emitted));
    if (plan.lingerAfterFinal) setTimeout(() => this.close(), LINGER_MS);
    else this.close();
    if (plan.generatesTitle) this.scheduleTitle();
  }

  private fail(errorText: string): void {
    const { plan } = this;
    this.status = 'done';
    this.registry.remove(this);
    const saved = saveMessage(this.db, {
      ...this.responseBase(),
      text: errorText,
      error: true,
      unfinished: false,
      cancelled: false,
    });
    this.touchConversation();
    this.emit('error', errorEventData(plan, saved));
    this.close();
  }

  /** [[drop]]: the partial stays saved as unfinished and the connection breaks without a final event. */
  private drop(): void {
    this.status = 'dropped';
    this.registry.remove(this);
    this.saveResponse({ unfinished: true, cancelled: false }, undefined);
    void this.breakConnection();
  }

  /** Lets the reader take the events already queued (error() would discard them), then errors the stream. */
  private async breakConnection(): Promise<void> {
    for (let waited = 0; waited < DRAIN_TIMEOUT_MS && (this.controller?.desiredSize ?? 1) < 1; waited += 10) {
      await sleep(10);
    }
    try {
      this.controller?.error(new TypeError('network error: connection dropped by the mock ([[drop]])'));
    } catch {
      // Already closed by the client.
    }
    this.controller = null;
  }

  private responseBase(): Omit<MessageInput, 'text' | 'error' | 'unfinished' | 'cancelled'> {
    const { plan } = this;
    return {
      messageId: plan.responseMessageId,
      conversationId: plan.conversationId,
      parentMessageId: plan.userMessage.messageId,
      user: plan.ownerId,
      sender: plan.sender,
      isCreatedByUser: false,
      model: plan.model,
      tokenCount: this.emitted,
    };
  }

  private saveResponse(flags: { unfinished: boolean; cancelled: boolean }, finishReason: string | undefined) {
    const saved = saveMessage(this.db, {
      ...this.responseBase(),
      text: this.plan.prefix + this.completion,
      error: false,
      ...flags,
      tokenCount: this.emitted,
      ...(this.plan.picture && !flags.unfinished && !flags.cancelled
        ? { image_urls: [this.plan.picture] }
        : {}),
    });
    if (finishReason === undefined) delete saved.finish_reason;
    else saved.finish_reason = finishReason;
    this.db.save();
    return saved;
  }

  private touchConversation(): ConversationRecord {
    const convo = upsertConversation(this.db, {
      conversationId: this.plan.conversationId,
      user: this.plan.ownerId,
    });
    this.db.save();
    return structuredClone(convo);
  }

  private scheduleTitle(): void {
    const { db, plan, epoch } = this;
    const prompt = plan.userMessage.text;
    setTimeout(() => {
      if (db.epoch !== epoch) return;
      const convo = findConversation(db, plan.conversationId);
      if (!convo || convo.title !== 'New Chat') return;
      convo.title = titleFromPrompt(prompt);
      convo.updatedAt = db.clock.iso();
      db.save();
    }, db.state.settings.titleDelayMs);
  }

  private emit(event: 'message' | 'error', data: unknown): void {
    try {
      this.controller?.enqueue(encodeEvent(event, data));
    } catch {
      this.controller = null;
    }
  }

  private close(): void {
    try {
      this.controller?.close();
    } catch {
      // Already closed or cancelled.
    }
    this.controller = null;
  }
}
