import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { TierBadge } from '@/features/plans';
import { useVideoModelPick } from '../hooks/use-video-model-pick';
import { VIDEO_MODELS } from '../lib/video-models';
import { OPTION_STYLE, PANEL_STYLE, TRIGGER_STYLE } from './model-styles';

/** The video page's model dropdown: Kling 2.1 or Veo 3 (spec section 2). */
export function VideoModelDropdown() {
  const { t } = useTranslation();
  const { current, pick } = useVideoModelPick();
  return (
    <Listbox value={current} by="id" onChange={pick}>
      <Label className="sr-only">{t('models.video_model')}</Label>
      <ListboxButton data-slot="video-model-dropdown" className={TRIGGER_STYLE}>
        <span className="truncate font-semibold text-ink">{t(current.nameKey)}</span>
        <ChevronDownIcon width={16} height={16} className="shrink-0 text-ink-muted" />
      </ListboxButton>
      <ListboxOptions anchor={{ to: 'bottom', gap: 4, padding: 8 }} className={`${PANEL_STYLE} w-56`}>
        {VIDEO_MODELS.map((video) => (
          <ListboxOption key={video.id} value={video} className={`${OPTION_STYLE} gap-2`}>
            {({ selected }) => (
              <>
                <span className="flex w-4 justify-center text-accent">
                  {selected ? <CheckIcon width={16} height={16} /> : null}
                </span>
                <span className="flex-1 font-medium text-ink">{t(video.nameKey)}</span>
                {video.isPro ? <TierBadge badge="PRO" /> : null}
              </>
            )}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
