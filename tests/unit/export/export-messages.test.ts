import {
  exportFlatMessages,
  exportMessageTree,
  exportMessages,
  type ExportTreeMessage,
} from '@/features/export/lib/export-messages';
import { ROOT_PARENT_ID } from '@/lib/schemas/message';
import { MESSAGES, ids } from './fixtures';

const shape = (nodes: ExportTreeMessage[]): unknown =>
  nodes.map((node) => ({ [node.messageId]: shape(node.children) }));

describe('exportFlatMessages', () => {
  it('follows the newest sibling at each level by default', () => {
    expect(ids(exportFlatMessages(MESSAGES, {}, { branches: false }))).toEqual(['u1', 'a2', 'u2', 'a3']);
  });

  it("follows the user's sibling selection", () => {
    expect(ids(exportFlatMessages(MESSAGES, { u1: 1 }, { branches: false }))).toEqual([
      'u1',
      'a1',
      'u3',
      'a4',
    ]);
  });

  it('lists every branch in pre-order with branches, siblings in arrival order', () => {
    expect(ids(exportFlatMessages(MESSAGES, { u1: 1 }, { branches: true }))).toEqual([
      'u1',
      'a1',
      'u3',
      'a4',
      'a2',
      'u2',
      'a3',
    ]);
  });

  it('keeps full messages and never adds children', () => {
    const [first] = exportFlatMessages(
      [{ ...MESSAGES[0]!, children: [{ messageId: 'stale' }] }, ...MESSAGES.slice(1)],
      {},
      { branches: false },
    );
    expect(first).toEqual(MESSAGES[0]);
    expect(first).not.toHaveProperty('children');
  });

  it('exports several roots and an empty conversation', () => {
    const second = { ...MESSAGES[0]!, messageId: 'u9', parentMessageId: ROOT_PARENT_ID };
    expect(ids(exportFlatMessages([...MESSAGES, second], {}, { branches: false }))).toEqual(['u9']);
    expect(ids(exportFlatMessages([...MESSAGES, second], {}, { branches: true }))).toHaveLength(8);
    expect(exportFlatMessages([], {}, { branches: true })).toEqual([]);
  });
});

describe('exportMessageTree', () => {
  it('nests only the selected branch without branches', () => {
    expect(shape(exportMessageTree(MESSAGES, {}, { branches: false }))).toEqual([
      { u1: [{ a2: [{ u2: [{ a3: [] }] }] }] },
    ]);
  });

  it('nests every branch with branches, as full messages', () => {
    const tree = exportMessageTree(MESSAGES, {}, { branches: true });
    expect(shape(tree)).toEqual([{ u1: [{ a1: [{ u3: [{ a4: [] }] }] }, { a2: [{ u2: [{ a3: [] }] }] }] }]);
    expect(tree[0]).toMatchObject({
      text: MESSAGES[0]!.text,
      sender: 'User',
      createdAt: MESSAGES[0]!.createdAt,
    });
  });
});

describe('exportMessages', () => {
  it('gives messagesTree when recursive and a flat messages list otherwise', () => {
    const recursive = exportMessages(MESSAGES, {}, { branches: false, recursive: true });
    expect(Object.keys(recursive)).toEqual(['messagesTree']);
    const flat = exportMessages(MESSAGES, {}, { branches: false, recursive: false });
    expect(Object.keys(flat)).toEqual(['messages']);
  });
});
