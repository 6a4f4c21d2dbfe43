import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { loadOnIntent } from '@/components/ui/load-on-intent';
import type { ModelChoice } from '../lib/access';
import { ModelDropdownFace } from './model-dropdown-face';
import { TRIGGER_STYLE } from './model-styles';

interface ModelDropdownProps {
  current: ModelChoice;
}

function ModelDropdownPlaceholder({ current }: ModelDropdownProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const buttonId = useId();
  return (
    <>
      <span id={labelId} className="sr-only">
        {t('models.choose_model')}
      </span>
      <button
        id={buttonId}
        type="button"
        data-slot="model-dropdown"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${labelId} ${buttonId}`}
        className={TRIGGER_STYLE}
      >
        <ModelDropdownFace current={current} />
      </button>
    </>
  );
}

/** The header's model dropdown; its list (Headless UI) loads when the user reaches for it. */
export const ModelDropdown = loadOnIntent<ModelDropdownProps>(
  () => import('./model-dropdown-menu').then((module) => module.ModelDropdownMenu),
  ModelDropdownPlaceholder,
);
