import fc from 'fast-check';
import {
  buildMessageTree,
  removeMessage,
  siblingIndexAfterChange,
  siblingInfo,
  treeMessages,
  visiblePath,
  type MessageTree,
} from '@/lib/message-tree';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

/**
 * The message tree against a reference written from its rule (the doc comment of message-tree.ts and
 * contract section 4), not from its code: plain arrays, walked the slow way. Fixed seeds, so `npm test`
 * runs the same cases every time; PROPERTY_SEED=<n> runs others.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 4141);
const RUNS = 300;
const settings = { seed: SEED, numRuns: RUNS };

interface Reference {
  /** key (ROOT or an id) -> child ids in the order they were attached */
  children: Map<string, string[]>;
  parent: Map<string, string>;
  orphans: string[];
}

const isRoot = (id: string | null | undefined) => !id || id === ROOT_PARENT_ID;

/** Is `id` the message `top` or below it? */
function below(ref: Reference, top: string, id: string): boolean {
  for (let current: string | undefined = id; current !== undefined; current = ref.parent.get(current)) {
    if (current === top) return true;
  }
  return false;
}

function detach(ref: Reference, id: string): void {
  const key = ref.parent.get(id) ?? ROOT_PARENT_ID;
  const left = (ref.children.get(key) ?? []).filter((child) => child !== id);
  if (left.length > 0) ref.children.set(key, left);
  else ref.children.delete(key);
}

/** The rule, message by message, for lists with unique ids. */
function referenceTree(messages: readonly Message[]): Reference {
  const ref: Reference = { children: new Map(), parent: new Map(), orphans: [] };
  const arrived: string[] = [];
  const wants = new Map<string, string>();
  for (const message of messages) {
    const id = message.messageId;
    const wanted = message.parentMessageId;
    let key: string;
    let orphan = false;
    if (isRoot(wanted)) key = ROOT_PARENT_ID;
    else if (arrived.includes(wanted as string)) key = wanted as string;
    else {
      // Unseen (or itself): after the message that arrived last. Nothing is below a new message yet.
      orphan = true;
      key = arrived[arrived.length - 1] ?? ROOT_PARENT_ID;
    }
    arrived.push(id);
    wants.set(id, wanted ?? '');
    ref.parent.set(id, key);
    ref.children.set(key, [...(ref.children.get(key) ?? []), id]);
    if (orphan) {
      ref.orphans.push(id);
      continue;
    }
    for (const waiting of [...ref.orphans]) {
      if (wants.get(waiting) !== id || below(ref, waiting, id)) continue;
      detach(ref, waiting);
      ref.parent.set(waiting, id);
      ref.children.set(id, [...(ref.children.get(id) ?? []), waiting]);
      ref.orphans = ref.orphans.filter((other) => other !== waiting);
    }
  }
  return ref;
}

/** A server's list: unique ids, each parent the root, an earlier or later id, itself, or unknown. */
const serverList = fc
  .array(fc.tuple(fc.nat({ max: 9 }), fc.nat(), fc.boolean()), { minLength: 1, maxLength: 14 })
  .map((rows) =>
    rows.map(([kind, pick, isUser], index): Message => {
      const parents = [
        ROOT_PARENT_ID,
        null,
        `m${index}`,
        `unknown${pick % 3}`,
        `m${pick % rows.length}`,
        `m${pick % rows.length}`,
        ...(index > 0 ? [`m${pick % index}`, `m${pick % index}`, `m${index - 1}`, `m${index - 1}`] : []),
      ];
      return {
        messageId: `m${index}`,
        parentMessageId: parents[kind % parents.length] ?? null,
        text: `text ${index}`,
        isCreatedByUser: isUser,
      };
    }),
  );

/** A well-formed list: every parent is the root or came earlier (what a server normally sends). */
const wellFormedList = fc
  .array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 14 })
  .map((rows) =>
    rows.map(([pick, isUser], index): Message => ({
      messageId: `m${index}`,
      parentMessageId: index === 0 || pick % 4 === 0 ? ROOT_PARENT_ID : `m${pick % index}`,
      text: `text ${index}`,
      isCreatedByUser: isUser,
    })),
  );

const childrenOf = (tree: MessageTree) => new Map(tree.childrenOf);
const selection = fc.dictionary(
  fc.constantFrom(ROOT_PARENT_ID, 'm0', 'm1', 'm2', 'm3', 'm4'),
  fc.integer({ min: -2, max: 4 }),
);

function referencePath(ref: Reference, index: Readonly<Record<string, number>>): string[] {
  const path: string[] = [];
  for (let key = ROOT_PARENT_ID; ;) {
    const children = ref.children.get(key) ?? [];
    if (children.length === 0) return path;
    const wanted = Math.min(Math.max(index[key] ?? 0, 0), children.length - 1);
    key = children[children.length - 1 - wanted] as string;
    path.push(key);
  }
}

describe('the message tree against a reference model', () => {
  it('attaches, orphans and adopts exactly as the rule says, whatever the parents', () => {
    fc.assert(
      fc.property(serverList, (messages) => {
        const tree = buildMessageTree(messages);
        const ref = referenceTree(messages);
        expect(childrenOf(tree)).toEqual(ref.children);
        expect(new Map(tree.parentOf)).toEqual(ref.parent);
        expect([...tree.orphans]).toEqual(ref.orphans);
      }),
      settings,
    );
  });

  it('shows children[len-1-index] at every level, and the switcher counts from the oldest', () => {
    fc.assert(
      fc.property(serverList, selection, (messages, index) => {
        const tree = buildMessageTree(messages);
        const ref = referenceTree(messages);
        expect(visiblePath(tree, index)).toEqual(referencePath(ref, index));
        for (const message of messages) {
          const key = ref.parent.get(message.messageId) as string;
          const count = ref.children.get(key)?.length ?? 0;
          const shown = Math.min(Math.max(index[key] ?? 0, 0), count - 1);
          expect(siblingInfo(tree, message.messageId, index)).toEqual({
            parentKey: key,
            count,
            position: count - shown,
          });
        }
      }),
      settings,
    );
  });

  it('removes a message and exactly what lies below it', () => {
    fc.assert(
      fc.property(serverList, fc.nat(), (messages, pick) => {
        const tree = buildMessageTree(messages);
        const ref = referenceTree(messages);
        const target = `m${pick % messages.length}`;
        const next = removeMessage(tree, target);
        const kept = messages.map((m) => m.messageId).filter((id) => !below(ref, target, id));
        expect([...next.byId.keys()].sort()).toEqual(kept.sort());
        for (const id of kept) expect(next.byId.get(id)).toBe(tree.byId.get(id));
        expect([...next.orphans].every((id) => next.byId.has(id))).toBe(true);
        expect(next.childrenOf.has(target)).toBe(false);
      }),
      settings,
    );
  });

  it('lists a tree so that building the list gives the same tree back', () => {
    fc.assert(
      fc.property(wellFormedList, (messages) => {
        const tree = buildMessageTree(messages);
        const listed = treeMessages(tree);
        expect(listed.map((m) => m.messageId).sort()).toEqual(messages.map((m) => m.messageId).sort());
        expect(childrenOf(buildMessageTree(listed))).toEqual(childrenOf(tree));
        // Pre-order: every message comes after its parent.
        const position = new Map(listed.map((m, i) => [m.messageId, i]));
        for (const m of listed) {
          if (!isRoot(m.parentMessageId)) {
            expect(position.get(m.parentMessageId as string)).toBeLessThan(position.get(m.messageId)!);
          }
        }
      }),
      settings,
    );
  });

  it('resets the selection exactly where the number of variants changed', () => {
    fc.assert(
      fc.property(serverList, fc.nat(), selection, (messages, cut, index) => {
        const before = buildMessageTree(messages.slice(0, (cut % messages.length) + 1));
        const after = buildMessageTree(messages);
        const refBefore = referenceTree(messages.slice(0, (cut % messages.length) + 1));
        const refAfter = referenceTree(messages);
        const expected = Object.fromEntries(
          Object.entries(index).filter(
            ([key]) => refBefore.children.get(key)?.length === refAfter.children.get(key)?.length,
          ),
        );
        const result = siblingIndexAfterChange(before, after, index);
        expect(result).toEqual(expected);
        if (Object.keys(expected).length === Object.keys(index).length) expect(result).toBe(index);
      }),
      settings,
    );
  });
});
