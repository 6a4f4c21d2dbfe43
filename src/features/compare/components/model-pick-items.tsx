import { MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { ModelEntryLabel } from '@/features/models';
import type { ComparableModel } from '../hooks/use-comparable-models';
import { OPTION, PANEL } from './styles';

/** A menu of models to add or to try again with: the model menu's labels, badges and gates. */
export function ModelPickItems({
  heading,
  models,
  onPick,
}: {
  heading: string;
  models: readonly ComparableModel[];
  onPick: (item: ComparableModel) => void;
}) {
  const { t } = useTranslation();
  return (
    <MenuItems anchor={{ to: 'top start', gap: 4, padding: 8 }} className={PANEL}>
      <MenuSection>
        <MenuHeading className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          {heading}
        </MenuHeading>
        {models.map((item) => (
          <MenuItem key={item.entry.model} disabled={item.access.state === 'disabled'}>
            <button type="button" onClick={() => onPick(item)} className={OPTION}>
              <ModelEntryLabel
                name={item.entry.title}
                hint={t(item.entry.description.content)}
                entry={item.entry}
                access={item.access}
                selected={false}
              />
            </button>
          </MenuItem>
        ))}
      </MenuSection>
    </MenuItems>
  );
}
