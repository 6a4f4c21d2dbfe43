import { useTranslation } from '@/lib/i18n';
import { loadOnIntent } from '@/components/ui/load-on-intent';
import { LayersIcon } from '@/components/ui/option-icons';
import { Tooltip } from '@/components/ui/tooltip';
import type { ModelChoice } from '../lib/access';
import { ICON_TRIGGER_STYLE } from './model-styles';

function LegacyModelMenuPlaceholder() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('models.all_models')} placement="bottom">
      <button
        type="button"
        aria-label={t('models.all_models')}
        aria-haspopup="menu"
        aria-expanded={false}
        className={ICON_TRIGGER_STYLE}
      >
        <LayersIcon width={18} height={18} />
      </button>
    </Tooltip>
  );
}

/** The legacy full model list's button; the list (Headless UI) loads when the user reaches for it. */
export const LegacyModelMenu = loadOnIntent<{ current: ModelChoice }>(
  () => import('./legacy-model-menu-items').then((module) => module.LegacyModelMenuItems),
  LegacyModelMenuPlaceholder,
);
