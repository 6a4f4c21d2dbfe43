import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { useChooseModel } from '../hooks/use-choose-model';
import { useHeaderEntries } from '../hooks/use-header-entries';
import type { ModelChoice } from '../lib/access';
import { slugOfModel } from '../lib/choice';
import { SLUG_LABELS } from '../lib/labels';
import type { ModelSlug } from '../lib/slugs';
import { ModelDropdownFace } from './model-dropdown-face';
import { ModelEntryLabel } from './model-entry-label';
import { OPTION_STYLE, PANEL_STYLE, TRIGGER_STYLE } from './model-styles';

/** The header's model dropdown (spec section 2): its seven entries, PRO badges, the rules of section 4. */
export function ModelDropdownMenu({ current }: { current: ModelChoice }) {
  const { t } = useTranslation();
  const choose = useChooseModel();
  const slug = slugOfModel(current.model);
  const entries = useHeaderEntries(slug);
  const badgeHint = (key: string | undefined) => (key ? t(key) : undefined);
  const pick = (next: ModelSlug | null) => {
    const item = entries.find((candidate) => candidate.slug === next);
    if (item) choose(item.entry);
  };
  return (
    <Listbox value={slug} onChange={pick}>
      <Label className="sr-only">{t('models.choose_model')}</Label>
      <ListboxButton data-slot="model-dropdown" className={TRIGGER_STYLE}>
        <ModelDropdownFace current={current} />
      </ListboxButton>
      <ListboxOptions anchor={{ to: 'bottom start', gap: 4, padding: 8 }} className={`${PANEL_STYLE} w-72`}>
        {entries.map((item) => (
          <ListboxOption
            key={item.slug}
            value={item.slug}
            disabled={item.access.state === 'disabled'}
            className={OPTION_STYLE}
          >
            {({ selected }) => (
              <ModelEntryLabel
                name={t(SLUG_LABELS[item.slug].nameKey)}
                hint={t(SLUG_LABELS[item.slug].hintKey)}
                badgeHint={badgeHint(SLUG_LABELS[item.slug].badgeHintKey)}
                entry={item.entry}
                access={item.access}
                selected={selected}
              />
            )}
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
