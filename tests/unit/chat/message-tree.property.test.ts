import {
  addMessage,
  buildMessageTree,
  removeMessage,
  replaceMessage,
  visiblePath,
  type MessageTree,
} from '@/lib/message-tree';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';
import { seededRandom as random } from '../../helpers/seeded-random';

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;

/** Any parent a server could send: the root, an earlier or later id, itself, or one that never exists. */
function randomParent(rng: Rng, ids: readonly string[], self: string): string | null {
  const roll = rng();
  if (roll < 0.1) return ROOT_PARENT_ID;
  if (roll < 0.15) return null;
  if (roll < 0.22) return self;
  if (roll < 0.3) return `missing-${Math.floor(rng() * 5)}`;
  return pick(rng, ids);
}

function randomMessages(rng: Rng, count: number): Message[] {
  const ids = Array.from({ length: count }, (_, index) => `m${index}`);
  // Duplicates happen too: a few ids are sent twice.
  const order = [...ids, ...ids.filter(() => rng() < 0.1)];
  return order.map((id) => ({
    messageId: id,
    parentMessageId: randomParent(rng, ids, id),
    conversationId: 'c',
    text: `${id} ${rng().toFixed(3)}`,
    isCreatedByUser: rng() < 0.5,
  }));
}

/** The invariants every tree keeps, whatever the server sent. */
function expectWellFormed(tree: MessageTree, context: string) {
  const listed = new Map<string, string>();
  for (const [key, children] of tree.childrenOf) {
    expect(key === ROOT_PARENT_ID || tree.byId.has(key), `${context}: key ${key} exists`).toBe(true);
    for (const child of children) {
      expect(listed.has(child), `${context}: ${child} is listed once`).toBe(false);
      listed.set(child, key);
    }
  }
  for (const id of tree.byId.keys()) {
    expect(listed.get(id), `${context}: ${id} is attached where parentOf says`).toBe(tree.parentOf.get(id));
    // Following parents reaches the root: no cycle, nothing unreachable.
    let current: string | undefined = id;
    let steps = 0;
    while (current !== ROOT_PARENT_ID && current !== undefined && steps <= tree.byId.size) {
      current = tree.parentOf.get(current);
      steps += 1;
    }
    expect(current, `${context}: ${id} reaches the root`).toBe(ROOT_PARENT_ID);
  }
  expect(listed.size).toBe(tree.byId.size);
  const path = visiblePath(tree, {});
  path.forEach((id, index) => {
    expect(tree.parentOf.get(id)).toBe(index === 0 ? ROOT_PARENT_ID : path[index - 1]);
  });
}

const shape = (tree: MessageTree) => ({
  children: [...tree.childrenOf.entries()].sort(([a], [b]) => a.localeCompare(b)),
  texts: [...tree.byId.entries()].map(([id, message]) => [id, message.text]).sort(),
});

const SEEDS = Array.from({ length: 200 }, (_, index) => index + 1);

describe('the message tree rule, over random server data', () => {
  it.each(SEEDS)('seed %i: a built tree is well formed and holds every id once', (seed) => {
    const rng = random(seed);
    const messages = randomMessages(rng, 2 + Math.floor(rng() * 30));
    const tree = buildMessageTree(messages);
    expectWellFormed(tree, `seed ${seed}`);
    expect([...tree.byId.keys()].sort()).toEqual([...new Set(messages.map((m) => m.messageId))].sort());
  });

  it.each(SEEDS)('seed %i: messages added one by one give the tree the whole list gives', (seed) => {
    const rng = random(seed);
    const messages = randomMessages(rng, 2 + Math.floor(rng() * 30));
    const streamed = messages.reduce<MessageTree>(
      (tree, message) => addMessage(tree, message),
      buildMessageTree([]),
    );
    expectWellFormed(streamed, `seed ${seed}`);
    expect(shape(streamed)).toEqual(shape(buildMessageTree(messages)));
  });

  it.each(SEEDS)(
    'seed %i: any replace and remove keeps the tree well formed and loses nothing else',
    (seed) => {
      const rng = random(seed);
      let tree = buildMessageTree(randomMessages(rng, 3 + Math.floor(rng() * 20)));
      for (let step = 0; step < 25; step += 1) {
        const ids = [...tree.byId.keys()];
        if (ids.length === 0) break;
        const target = pick(rng, ids);
        const roll = rng();
        if (roll < 0.15) {
          const below = new Set<string>();
          const queue = [target];
          for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
            below.add(next);
            queue.push(...(tree.childrenOf.get(next) ?? []));
          }
          tree = removeMessage(tree, target);
          for (const id of ids) expect(tree.byId.has(id)).toBe(!below.has(id));
        } else {
          // Rename to a fresh id, to an existing one (a merge), or keep the id with a new parent.
          const newId = roll < 0.5 ? `n${seed}-${step}` : roll < 0.75 ? pick(rng, ids) : target;
          const replacement: Message = {
            messageId: newId,
            parentMessageId: randomParent(rng, ids, newId),
            conversationId: 'c',
            text: `replaced ${step}`,
            isCreatedByUser: false,
          };
          const before = new Set(ids);
          tree = replaceMessage(tree, target, replacement);
          // Nothing but the replaced id may disappear.
          for (const id of before) if (id !== target) expect(tree.byId.has(id), `${id} kept`).toBe(true);
        }
        expectWellFormed(tree, `seed ${seed} step ${step}`);
      }
    },
  );
});
