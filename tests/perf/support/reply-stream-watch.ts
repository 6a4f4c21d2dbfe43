import type { CDPSession } from '@playwright/test';

/** Main-thread script time of the page so far (DevTools `Performance.getMetrics` → ScriptDuration), in ms. */
export async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value;
  if (seconds === undefined) throw new Error('Performance.getMetrics has no ScriptDuration');
  return seconds * 1000;
}

export interface FinishedReply {
  text: string;
  messageId: string;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

/**
 * Reads the next chat stream (`POST …/api/ask/…`) as the page receives it, through the DevTools
 * protocol (`Network.streamResourceContent`), so nothing runs in the page to count tokens. On every
 * partial event it asks for the page's ScriptDuration: `scriptAtToken[k - 1]` is the script time when
 * partial k arrived. Nothing here adds script to the page, so the samples measure the app alone.
 */
export class ReplyStreamWatch {
  readonly scriptAtToken: Promise<number>[] = [];
  private readonly created = deferred<void>();
  private readonly finished = deferred<FinishedReply>();
  private requestId: string | null = null;
  private readonly decoder = new TextDecoder();
  private buffer = '';

  private readonly onRequest = (event: { requestId: string; request: { url: string; method: string } }) => {
    if (
      this.requestId === null &&
      event.request.method === 'POST' &&
      /\/api\/ask\//.test(event.request.url)
    ) {
      this.requestId = event.requestId;
    }
  };

  private readonly onResponse = (event: { requestId: string }) => {
    if (event.requestId !== this.requestId) return;
    this.cdp
      .send('Network.streamResourceContent', { requestId: event.requestId })
      .then(({ bufferedData }) => this.feed(bufferedData))
      .catch((error: Error) => this.finished.reject(error));
  };

  private readonly onData = (event: { requestId: string; data?: string }) => {
    if (event.requestId === this.requestId && event.data) this.feed(event.data);
  };

  private readonly onFailed = (event: { requestId: string; errorText: string }) => {
    if (event.requestId === this.requestId)
      this.finished.reject(new Error(`stream failed: ${event.errorText}`));
  };

  constructor(private readonly cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', this.onRequest);
    cdp.on('Network.responseReceived', this.onResponse);
    cdp.on('Network.dataReceived', this.onData);
    cdp.on('Network.loadingFailed', this.onFailed);
  }

  /** Resolves on the `created` event (the server has the user message; no token yet). */
  get whenCreated(): Promise<void> {
    return this.created.promise;
  }

  /** Resolves on the final event with the saved reply; rejects on an error event or a broken stream. */
  get whenFinished(): Promise<FinishedReply> {
    return this.finished.promise;
  }

  get tokens(): number {
    return this.scriptAtToken.length;
  }

  dispose(): void {
    this.cdp.off('Network.requestWillBeSent', this.onRequest);
    this.cdp.off('Network.responseReceived', this.onResponse);
    this.cdp.off('Network.dataReceived', this.onData);
    this.cdp.off('Network.loadingFailed', this.onFailed);
  }

  private feed(base64: string): void {
    this.buffer += this.decoder.decode(Buffer.from(base64, 'base64'), { stream: true });
    const blocks = this.buffer.split('\n\n');
    this.buffer = blocks.pop() ?? '';
    for (const block of blocks) this.onEvent(block);
  }

  private onEvent(block: string): void {
    const event = /^event: (\w+)$/m.exec(block)?.[1];
    const dataLine = /^data: (.*)$/m.exec(block)?.[1];
    if (!dataLine) return;
    const data = JSON.parse(dataLine) as Record<string, unknown>;
    if (event === 'error') {
      this.finished.reject(new Error(`error event: ${dataLine.slice(0, 300)}`));
    } else if (data.created === true) {
      this.created.resolve();
    } else if (data.final === true) {
      const reply = data.responseMessage as { text: string; messageId: string };
      this.finished.resolve({ text: reply.text, messageId: reply.messageId });
    } else if (data.message === true) {
      this.scriptAtToken.push(scriptMs(this.cdp));
    }
  }
}
