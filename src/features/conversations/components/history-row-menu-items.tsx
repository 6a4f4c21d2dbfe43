import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { EditIcon } from '@/components/ui/action-icons';
import { MoreIcon, TrashIcon } from '@/components/ui/list-icons';
import { ROW_MENU_BUTTON_STYLE, type HistoryRowMenuProps } from './history-row-menu-button';

const ITEM =
  'flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-ink data-[focus]:bg-surface-sunken';

/** The row menu itself (see history-row-menu.tsx). */
export function HistoryRowMenuItems({ title, onRename, onDelete }: HistoryRowMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu>
      <MenuButton aria-label={t('history.chat_options', { title })} className={ROW_MENU_BUTTON_STYLE}>
        <MoreIcon width={18} height={18} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
        className="z-50 w-44 rounded-lg border border-line bg-surface p-1 shadow-lg focus:outline-none"
      >
        <MenuItem>
          <button type="button" className={ITEM} onClick={onRename}>
            <EditIcon width={16} height={16} />
            {t('history.rename')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={`${ITEM} text-danger`} onClick={onDelete}>
            <TrashIcon width={16} height={16} />
            {t('history.delete')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
