import { useTranslation } from '@/lib/i18n';
import { SlidersIcon } from '@/components/ui/option-icons';

export interface AdvancedSettingsPopoverProps {
  endpoint: string;
  /** The conversation (or its options so far). */
  values: Readonly<Record<string, unknown>>;
  /** Merges changed options into the conversation; they apply to the next request. */
  onChange: (partial: Record<string, unknown>) => void;
}

export const SETTINGS_BUTTON_STYLE =
  'flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-xs text-ink hover:bg-surface-sunken';

export function SettingsButtonFace() {
  const { t } = useTranslation();
  return (
    <>
      <SlidersIcon width={16} height={16} />
      <span className="hidden sm:inline">{t('presets.settings_short')}</span>
    </>
  );
}
