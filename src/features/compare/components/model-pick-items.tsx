import { MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { TierBadge } from '@/features/plans';
import type { ComparableModel } from '../hooks/use-comparable-models';
import { OPTION, PANEL } from './styles';

interface PickProps {
  heading: string;
  /** Models already added, each with its remove entry (the chips' job where they do not show). */
  chosen?: { label: string; onRemove: () => void }[];
  models: readonly ComparableModel[];
  onPick: (item: ComparableModel) => void;
}

/**
 * A menu of models to add or to try again with: the model menu's labels, badges and gates. Its entries are
 * drawn only while it is open: every reply has one, and a closed menu costs its reply nothing to render.
 */
export function ModelPickItems(props: PickProps) {
  return (
    <MenuItems anchor={{ to: 'top start', gap: 4, padding: 8 }} className={PANEL}>
      <PickEntries {...props} />
    </MenuItems>
  );
}

function PickEntries({ heading, chosen = [], models, onPick }: PickProps) {
  const { t } = useTranslation('compare');
  return (
    <>
      {chosen.length ? (
        <MenuSection className="border-b border-line pb-1">
          {chosen.map((item) => (
            <MenuItem key={item.label}>
              <button type="button" onClick={item.onRemove} className={`${OPTION} text-ink`}>
                {item.label}
              </button>
            </MenuItem>
          ))}
        </MenuSection>
      ) : null}
      <MenuSection>
        <MenuHeading className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
          {heading}
        </MenuHeading>
        {models.map((item) => (
          <MenuItem key={item.entry.model} disabled={item.access.state === 'disabled'}>
            <button type="button" onClick={() => onPick(item)} className={OPTION}>
              <span className="flex w-full items-center gap-2">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-ink">{item.entry.title}</span>
                  <span className="truncate text-xs text-ink-muted">
                    {t(item.entry.description.content, { ns: 'translation' })}
                  </span>
                </span>
                {item.access.state === 'gated' ? (
                  <span className="sr-only">
                    {t(item.access.gate === 'register' ? 'models.needs_account' : 'models.needs_upgrade', {
                      ns: 'translation',
                    })}
                  </span>
                ) : null}
                {item.entry.isBasic ? null : <TierBadge badge={item.entry.isPro ? 'PRO' : 'PRO MAX'} />}
              </span>
            </button>
          </MenuItem>
        ))}
      </MenuSection>
    </>
  );
}
