import type { Page } from '@playwright/test';

type CountWindow = { __messageRenders?: Record<string, number> };

/**
 * Counts MessageRow renders from outside the app, through the hook React DevTools uses: React DOM (the
 * production build included) hands each committed root to `__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`
 * when such a hook exists as it loads. The init script installs a minimal one before any page script runs.
 *
 * A fiber that rendered in this commit carries PerformedWork (flag 1); a fiber React did not visit keeps the
 * flags of its last render, so the walk goes down only where `subtreeFlags` holds PerformedWork (bubbled up in
 * this commit: a skipped subtree bubbles static flags only), and not into a row. That keeps the walk to the
 * path of what rendered, so the counting adds little script time to what the benchmark measures.
 *
 * A message row is recognised by its props, `{ id, slot, isLatest }` (`MessageRow` in message-list.tsx), as
 * a production build keeps no component names; the count is by message id.
 */
export async function enableRenderCounts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Fiber {
      flags: number;
      subtreeFlags: number;
      memoizedProps: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    const PERFORMED_WORK = 1;
    const counts: Record<string, number> = {};
    (window as CountWindow).__messageRenders = counts;

    const messageId = (props: unknown): string | null => {
      if (!props || typeof props !== 'object') return null;
      const { id, slot, isLatest } = props as Record<string, unknown>;
      return typeof id === 'string' && typeof slot === 'number' && typeof isLatest === 'boolean' ? id : null;
    };
    const visit = (first: Fiber | null) => {
      const stack: Fiber[] = first ? [first] : [];
      while (stack.length > 0) {
        const fiber = stack.pop()!;
        if (fiber.sibling) stack.push(fiber.sibling);
        const id = messageId(fiber.memoizedProps);
        if (id !== null) {
          if (fiber.flags & PERFORMED_WORK) counts[id] = (counts[id] ?? 0) + 1;
          continue; // No row inside a row: its content (the markdown) is not walked.
        }
        if (fiber.child && fiber.subtreeFlags & PERFORMED_WORK) stack.push(fiber.child);
      }
    };
    let renderers = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => ++renderers,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          const host = root.current;
          if (host.subtreeFlags & PERFORMED_WORK) visit(host.child);
        },
      },
    });
  });
}

/** MessageRow renders so far, by message id. */
export async function messageRenderCounts(page: Page): Promise<Map<string, number>> {
  const counts = await page.evaluate(() => ({ ...(window as CountWindow).__messageRenders }));
  return new Map(Object.entries(counts));
}

/** Renders between two snapshots of the given messages' rows. */
export function rendersBetween(
  before: Map<string, number>,
  after: Map<string, number>,
  ids: readonly string[],
): number {
  return ids.reduce((sum, id) => sum + (after.get(id) ?? 0) - (before.get(id) ?? 0), 0);
}
