import { useTranslation } from '@/lib/i18n';
import { TRIGGER_STYLE } from './model-styles';

/**
 * On the image and video pages the dropdown is disabled and names the page's model (spec section 2):
 * no arrow, since nothing opens (issue #27).
 */
export function FixedModelName({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled
      data-disabled=""
      data-slot="model-dropdown"
      aria-label={t('models.fixed_model', { model: name })}
      className={TRIGGER_STYLE}
    >
      <span className="truncate font-semibold text-ink">{name}</span>
    </button>
  );
}
