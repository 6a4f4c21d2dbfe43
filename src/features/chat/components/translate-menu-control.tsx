import { Menu, MenuButton, MenuItem, MenuItems, MenuSection, MenuHeading } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { TranslateIcon } from '@/components/ui/action-icons';
import { languageName, OTHER_LANGUAGES, RECOMMENDED_LANGUAGES } from '../lib/translate-languages';
import type { TranslateMenuProps } from './translate-menu';

const ITEM = 'block w-full rounded px-3 py-1.5 text-left text-sm text-ink data-[focus]:bg-surface-sunken';
const HEADING = 'px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-muted';

/** The menu's languages: made only while it is open (a reply row mounts the menu closed). */
function TranslateChoices({ onPick }: { onPick: (code: string) => void }) {
  const { t, i18n } = useTranslation();
  const item = (code: string) => (
    <MenuItem key={code}>
      <button type="button" className={ITEM} onClick={() => onPick(code)}>
        {languageName(code, i18n.language)}
      </button>
    </MenuItem>
  );
  return (
    <>
      <MenuSection>
        <MenuHeading className={HEADING}>{t('chat.translate.recommended')}</MenuHeading>
        {RECOMMENDED_LANGUAGES.map(item)}
      </MenuSection>
      <MenuSection>
        <MenuHeading className={HEADING}>{t('chat.translate.all')}</MenuHeading>
        {OTHER_LANGUAGES.map(item)}
      </MenuSection>
    </>
  );
}

/** Translate a reply: the recommended languages, then all the others. */
export function TranslateMenuControl({ onPick, className }: TranslateMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu>
      <MenuButton
        className={className}
        aria-label={t('chat.actions.translate')}
        title={t('chat.actions.translate')}
      >
        <TranslateIcon width={16} height={16} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'top start', gap: 4, padding: 8 }}
        className="z-50 max-h-dropdown w-56 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg focus:outline-none"
      >
        <TranslateChoices onPick={onPick} />
      </MenuItems>
    </Menu>
  );
}
