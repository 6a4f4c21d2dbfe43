import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection } from '@headlessui/react';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Tooltip } from '@/components/ui/tooltip';
import { useCurrentPlan } from '@/features/plans';
import { useEndpointsQuery } from '../api/get-endpoints';
import { useChooseModel } from '../hooks/use-choose-model';
import { modelAccess, type ModelChoice } from '../lib/access';
import { MODEL_CATALOGUE, offeredCatalogue } from '../lib/catalogue';
import { ModelEntryLabel } from './model-entry-label';
import { LayersIcon } from '@/components/ui/option-icons';
import { ICON_TRIGGER_STYLE, OPTION_STYLE, PANEL_STYLE } from './model-styles';

/**
 * The legacy selector (spec section 2): every catalogue model the server offers, with PRO and PRO MAX
 * badges; the same rules as the dropdown decide what choosing does.
 */
export function LegacyModelMenuItems({ current }: { current: ModelChoice }) {
  const { t } = useTranslation();
  const plan = useCurrentPlan();
  const endpoints = useEndpointsQuery();
  const choose = useChooseModel();
  const items = useMemo(() => {
    const entries = endpoints.data ? offeredCatalogue(endpoints.data) : MODEL_CATALOGUE;
    return entries
      .map((entry) => ({ entry, access: modelAccess(plan, entry) }))
      .filter((item) => item.access.state !== 'hidden');
  }, [endpoints.data, plan]);
  return (
    <Menu>
      <Tooltip label={t('models.all_models')} placement="bottom">
        <MenuButton aria-label={t('models.all_models')} className={ICON_TRIGGER_STYLE}>
          <LayersIcon width={18} height={18} />
        </MenuButton>
      </Tooltip>
      <MenuItems anchor={{ to: 'bottom end', gap: 4, padding: 8 }} className={`${PANEL_STYLE} w-80`}>
        <MenuSection>
          <MenuHeading className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {t('models.all_models')}
          </MenuHeading>
          {items.map(({ entry, access }) => (
            <MenuItem key={entry.model} disabled={access.state === 'disabled'}>
              <button type="button" onClick={() => choose(entry)} className={OPTION_STYLE}>
                <ModelEntryLabel
                  name={entry.title}
                  hint={t(entry.description.content)}
                  entry={entry}
                  access={access}
                  selected={entry.model === current.model}
                />
              </button>
            </MenuItem>
          ))}
        </MenuSection>
      </MenuItems>
    </Menu>
  );
}
