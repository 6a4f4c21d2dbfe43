import { memo, useMemo } from 'react';
import { useSettledText } from '../hooks/use-draft-text';
import type { DraftBuffer } from '../lib/draft-buffer';
import type { SendEngine } from '../lib/send-code';
import { QuickActionChip } from './quick-action-chip';

/**
 * The quick action the text names, once typing pauses: no match over the whole draft on every key press
 * (issue #30). Fetched with the send engine (which knows the actions), not with the page.
 */
export const QuickActionSlot = memo(function QuickActionSlot({
  draft,
  engine,
  onRemove,
}: {
  draft: DraftBuffer;
  engine: SendEngine | null;
  onRemove: () => void;
}) {
  const settled = useSettledText(draft);
  const action = useMemo(() => engine?.matchQuickAction(settled) ?? null, [engine, settled]);
  return action ? <QuickActionChip action={action} onRemove={onRemove} /> : null;
});
