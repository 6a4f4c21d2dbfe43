import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { isLongPrompt } from '../lib/prompt-fold';
import { useIsUnfolded, useReadingMarks } from '../state/reading-atoms';

/**
 * A prompt's text in the live chat: one longer than about twelve lines shows folded, with "Show more".
 * Folding only clips it: the whole text stays in the page, so the find and a selection to quote see all
 * of it, and the find's match or a link into it unfolds it.
 */
export function FoldedPrompt({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const unfolded = useIsUnfolded(id);
  const { setUnfolded } = useReadingMarks();
  const textId = useId();
  const paragraph = <p className="whitespace-pre-wrap break-words">{text}</p>;
  if (!isLongPrompt(text)) return paragraph;
  return (
    <div className="flex flex-col items-start gap-1">
      <div
        id={textId}
        className={unfolded ? undefined : 'folded-prompt'}
        data-folded={unfolded ? undefined : ''}
      >
        {paragraph}
      </div>
      <button
        type="button"
        aria-expanded={unfolded}
        aria-controls={textId}
        onClick={() => setUnfolded(id, !unfolded)}
        className="rounded text-sm font-medium text-accent-strong underline-offset-2 hover:underline"
      >
        {unfolded ? t('chat.reading.show_less') : t('chat.reading.show_more')}
      </button>
    </div>
  );
}
