import { act } from '@testing-library/react';
import fc from 'fast-check';
import { siblingInfo } from '@/lib/message-tree';
import { openChat } from '../../helpers/chat-state';
import { actions, drive, emptyModel, type Action } from '../../unit/chat/conversation-record.model';

/**
 * The open chat's atoms (what its rows read) follow its record through every order of events the record's
 * reference model produces (tests/unit/chat/conversation-record.model.ts): after each event, every message's
 * slot holds the message and its `n/m` label, whatever the projection skipped setting. Fixed seed.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 43);

function label(record: ReturnType<ReturnType<typeof openChat>['state']>, id: string): string {
  const info = siblingInfo(record.tree, id, record.siblingIndex);
  return info && info.count > 1 ? `${info.position}/${info.count}` : '';
}

function check(steps: readonly Action[]): void {
  const chat = openChat('c0', []);
  const model = emptyModel();
  const log: string[] = [];
  try {
    for (const action of steps) {
      const event = drive(model, action, { maxLive: 2 });
      if (!event) continue;
      log.push(event.type);
      act(() => chat.writer.dispatch(event));
      const record = chat.state();
      for (const [id, message] of record.tree.byId) {
        const slot = chat.slotOf(id);
        const where = `${id} after ${log.join(', ')}`;
        expect(slot, where).toBeDefined();
        expect(chat.slotMessage(slot!), where).toBe(message);
        expect(chat.slotLabel(slot!), where).toBe(label(record, id));
      }
    }
  } finally {
    chat.unmount();
  }
}

describe("the open chat's atoms", () => {
  it('hold every message and its label after each event (150 runs)', () => {
    fc.assert(fc.property(actions(24), check), { seed: SEED, numRuns: 150 });
  });
});
