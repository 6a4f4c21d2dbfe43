import { useTranslation } from '@/lib/i18n';
import { loadOnIntent } from '@/components/ui/load-on-intent';
import {
  SETTINGS_BUTTON_STYLE,
  SettingsButtonFace,
  type AdvancedSettingsPopoverProps,
} from './settings-button-face';

function SettingsButtonPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <button
        type="button"
        aria-label={t('presets.settings_button')}
        title={t('presets.settings_button')}
        aria-expanded={false}
        className={SETTINGS_BUTTON_STYLE}
      >
        <SettingsButtonFace />
      </button>
    </div>
  );
}

/**
 * The current endpoint's parameters, with the spec's bounds and the endpoint's defaults. The popover
 * (Headless UI and the fields) loads when the user reaches for its button.
 */
export const AdvancedSettingsPopover = loadOnIntent<AdvancedSettingsPopoverProps>(
  () => import('./advanced-settings-panel').then((module) => module.AdvancedSettingsPanel),
  SettingsButtonPlaceholder,
);
