import { useTranslation } from '@/lib/i18n';
import { loadOnIntent } from '@/components/ui/load-on-intent';
import { usePresetsQuery } from '../api/get-presets';
import { PRESETS_BUTTON_STYLE, PresetsButtonFace, type PresetsMenuProps } from './presets-button-face';

function PresetsMenuPlaceholder({ label }: PresetsMenuProps) {
  const { t } = useTranslation();
  // The list is fetched with the page, as before, so the popover opens on it.
  usePresetsQuery(true);
  return (
    <div className="relative min-w-0">
      <button
        type="button"
        aria-label={t('presets.menu_button', { endpoint: label })}
        aria-expanded={false}
        className={PRESETS_BUTTON_STYLE}
      >
        <PresetsButtonFace label={label} />
      </button>
    </div>
  );
}

/**
 * The presets of the signed-in user: apply one, delete one, or save the current options as one.
 * The popover (Headless UI) loads when the user reaches for its button.
 */
export const PresetsMenu = loadOnIntent<PresetsMenuProps>(
  () => import('./presets-popover').then((module) => module.PresetsPopover),
  PresetsMenuPlaceholder,
);
