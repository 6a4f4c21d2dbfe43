import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appendDictation, speechLanguage } from '../lib/dictation';
import type { DraftBuffer } from '../lib/draft-buffer';
import { AttachButton } from './attach-button';
import { DictationButton } from './dictation-button';

export interface ComposerToolsProps {
  /** The box's text: read when dictation starts, changed by the spoken words. */
  draft: DraftBuffer;
  onFiles: (files: File[]) => void;
  disabled: boolean;
}

/** A signed-in user's attach and dictation buttons (a guest sees the register prompts instead). */
export function ComposerTools({ draft, onFiles, disabled }: ComposerToolsProps) {
  const { i18n } = useTranslation();
  // What the box held when dictation started: the spoken words are added after it.
  const dictationBase = useRef('');
  return (
    <>
      <AttachButton onFiles={onFiles} disabled={disabled} />
      <DictationButton
        disabled={disabled}
        lang={speechLanguage(i18n.language)}
        onStart={() => (dictationBase.current = draft.read())}
        onText={(spoken) => draft.change(appendDictation(dictationBase.current, spoken))}
      />
    </>
  );
}
