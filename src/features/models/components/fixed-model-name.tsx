import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/ui/icons';
import { TRIGGER_STYLE } from './model-styles';

/** On the image and video pages the dropdown is disabled and names the page's model (spec section 2). */
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
      <ChevronDownIcon width={16} height={16} className="shrink-0 text-ink-muted opacity-50" />
    </button>
  );
}
