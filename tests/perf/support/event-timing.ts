import type { Locator, Page } from '@playwright/test';

/** One interaction as the Event Timing API reports it (the data behind INP). */
export interface Interaction {
  interactionId: number;
  /** The longest of its events (keydown/keyup, pointerdown/pointerup/click): from the input to the next paint. */
  duration: number;
  /** Its events, e.g. `keydown 56, keyup 16`. */
  events: string;
  /** The longest event's parts: waiting for the main thread, running the handlers, and until the paint. */
  inputDelay: number;
  processing: number;
  presentationDelay: number;
  /**
   * Interactions the page counted meanwhile (`performance.interactionCount`, which counts every one, however
   * short): 1 proves that a press without an entry (duration 0) was handled, in under 16 ms.
   */
  counted: number;
}

interface EventRecord {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
}

type TimingWindow = { __events?: EventRecord[] };
/** Chromium's count of the page's interactions so far (not in TypeScript's DOM types yet). */
const interactionCount = (page: Page) =>
  page.evaluate(() => (performance as Performance & { interactionCount?: number }).interactionCount ?? -1);

/**
 * Collects every `event` entry with an interactionId from the first page script on (an init script: call
 * before page.goto). 16 ms is the lowest threshold the API allows, so every interaction that took at least a
 * frame is seen; a faster one is reported as 0 ms.
 */
export async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: EventRecord[] = [];
    (window as TimingWindow).__events = events;
    new PerformanceObserver((list) => {
      // interactionId is not in TypeScript's DOM types yet.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        events.push({
          name: entry.name,
          interactionId: entry.interactionId,
          duration: entry.duration,
          startTime: entry.startTime,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
      }
      // `durationThreshold` is in the spec but not in TypeScript's PerformanceObserverInit yet.
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/**
 * Runs `act` (one press, one click) and returns the interaction it made: its longest event. Event entries are
 * reported after the next paint; an interaction under 16 ms is not reported at all, so after two frames
 * and a quiet moment with no entry it counts as 0 ms.
 */
export async function measureInteraction(page: Page, act: () => Promise<void>): Promise<Interaction> {
  // Only events that start after this moment belong to `act`: entries arrive in batches, late under load.
  const from = await page.evaluate(() => performance.now());
  const countBefore = await interactionCount(page);
  const mine = (events: EventRecord[] | undefined, since: number) =>
    (events ?? []).filter((event) => event.startTime >= since);
  await act();
  // Wait for the interaction's entries (or, for a fast one, for a quiet moment): polled by timer, not
  // per frame, so the polling itself takes no frame time from what is measured.
  await page
    .waitForFunction(
      (since) => ((window as TimingWindow).__events ?? []).some((event) => event.startTime >= since),
      from,
      { polling: 50, timeout: 1500 },
    )
    .catch(() => undefined);
  // The rest of the interaction (a keyup after its keydown) lands within a frame or two.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  const all = await page.evaluate(() => (window as TimingWindow).__events ?? []);
  const counted = (await interactionCount(page)) - countBefore;
  const events = mine(all, from).sort((a, b) => a.startTime - b.startTime);
  if (events.length === 0) {
    return {
      interactionId: 0,
      duration: 0,
      events: '',
      inputDelay: 0,
      processing: 0,
      presentationDelay: 0,
      counted,
    };
  }
  // The first interaction that started after `from` is this one (a press is one interaction).
  const id = events[0]!.interactionId;
  const own = events.filter((event) => event.interactionId === id);
  const longest = own.reduce((worst, event) => (event.duration > worst.duration ? event : worst));
  return {
    interactionId: id,
    duration: longest.duration,
    events: own.map((event) => `${event.name} ${event.duration}`).join(', '),
    inputDelay: longest.processingStart - longest.startTime,
    processing: longest.processingEnd - longest.processingStart,
    presentationDelay: longest.startTime + longest.duration - longest.processingEnd,
    counted,
  };
}

/**
 * A click at the middle of `target`, as a mouse does it, for measureInteraction: the element is found, scrolled
 * to and checked before, so the measured press holds none of Playwright's own work in the page (its role
 * queries and hit-target checks run in the page, slowed down 4x like the app).
 */
export async function clickerFor(page: Page, target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  // A list that settles after the scroll (rows measured, the view following its end) can move the target:
  // the point is taken once the target itself is what a press there would hit.
  for (let attempt = 0; attempt < 20; attempt++) {
    const box = await target.boundingBox();
    if (!box) throw new Error('clickerFor: the target is not on screen');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hits = await target.evaluate(
      (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
      point,
    );
    if (hits) return () => page.mouse.click(point.x, point.y);
    await page.waitForTimeout(100);
  }
  throw new Error('clickerFor: something else covers the target');
}
