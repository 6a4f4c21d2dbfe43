import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appendDictation, speechLanguage } from '../lib/dictation';
import { AttachButton } from './attach-button';
import { DictationButton } from './dictation-button';

export interface ComposerToolsProps {
  text: string;
  onTextChange: (text: string) => void;
  onFiles: (files: File[]) => void;
  disabled: boolean;
}

/** A signed-in user's attach and dictation buttons (a guest sees the register prompts instead). */
export function ComposerTools({ text, onTextChange, onFiles, disabled }: ComposerToolsProps) {
  const { i18n } = useTranslation();
  // What the box held when dictation started: the spoken words are added after it.
  const dictationBase = useRef('');
  return (
    <>
      <AttachButton onFiles={onFiles} disabled={disabled} />
      <DictationButton
        disabled={disabled}
        lang={speechLanguage(i18n.language)}
        onStart={() => (dictationBase.current = text)}
        onText={(spoken) => onTextChange(appendDictation(dictationBase.current, spoken))}
      />
    </>
  );
}
