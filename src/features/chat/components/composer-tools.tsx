import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { findCatalogueEntry, modelDisplayName, useChooseModel } from '@/features/models';
import { appendDictation, speechLanguage } from '../lib/dictation';
import type { DraftBuffer } from '../lib/draft-buffer';
import { IMAGE_MODEL, modelAcceptsImages } from '../lib/image-attachments';
import { AttachButton, type AttachRefusal } from './attach-button';
import { DictationButton } from './dictation-button';

export interface ComposerToolsProps {
  /** The box's text: read when dictation starts, changed by the spoken words. */
  draft: DraftBuffer;
  onFiles: (files: File[]) => void;
  disabled: boolean;
  /** The chosen model: Attach is offered only where it takes images. */
  model: string;
}

/** A signed-in user's attach and dictation buttons (a guest sees the register prompts instead). */
export function ComposerTools({ draft, onFiles, disabled, model }: ComposerToolsProps) {
  const { t, i18n } = useTranslation();
  const choose = useChooseModel();
  // What the box held when dictation started: the spoken words are added after it.
  const dictationBase = useRef('');
  const imageModel = findCatalogueEntry(IMAGE_MODEL);
  const refusal: AttachRefusal | null = modelAcceptsImages(model)
    ? null
    : {
        reason: t('chat.attachments.needs_image_model', {
          model: modelDisplayName(model),
          models: modelDisplayName(IMAGE_MODEL),
        }),
        switchLabel: t('chat.attachments.switch_model', { model: modelDisplayName(IMAGE_MODEL) }),
        onSwitch: () => {
          if (imageModel) choose(imageModel);
        },
      };
  return (
    <>
      <AttachButton onFiles={onFiles} disabled={disabled} refusal={refusal} />
      <DictationButton
        disabled={disabled}
        lang={speechLanguage(i18n.language)}
        onStart={() => (dictationBase.current = draft.read())}
        onText={(spoken) => draft.change(appendDictation(dictationBase.current, spoken))}
      />
    </>
  );
}
