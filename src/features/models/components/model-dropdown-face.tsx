import { useTranslation } from '@/lib/i18n';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { ModelChoice } from '../lib/access';
import { findCatalogueEntry } from '../lib/catalogue';
import { slugOfModel } from '../lib/choice';
import { SLUG_LABELS } from '../lib/labels';

/** What the model dropdown's trigger shows: the model's name, its hint on wider screens, a chevron. */
export function ModelDropdownFace({ current }: { current: ModelChoice }) {
  const { t } = useTranslation();
  const slug = slugOfModel(current.model);
  const label = slug ? SLUG_LABELS[slug] : null;
  const name = label ? t(label.nameKey) : (findCatalogueEntry(current.model)?.title ?? current.model);
  return (
    <>
      <span className="truncate font-semibold text-ink">{name}</span>
      {label ? <span className="hidden truncate text-ink-muted sm:inline">{t(label.hintKey)}</span> : null}
      <ChevronDownIcon width={16} height={16} className="shrink-0 text-ink-muted" />
    </>
  );
}
