import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { HelpIcon, KeyboardIcon, LoginIcon, LogoutIcon } from '@/components/ui/icons';
import { PuzzleIcon } from '@/components/ui/option-icons';
import { PaletteIcon, SettingsIcon } from '@/components/ui/list-icons';
import { useAuthContext } from '@/features/auth';
import { TierBadge, UsageSummary, useCurrentPlan } from '@/features/plans';
import { ACCOUNT_BUTTON_STYLE, AccountButtonFace, useAccountLabel } from './account-button-face';
import { useOpenPluginStore } from '@/features/plugins';
import { useOpenSettingsDialog } from '@/features/settings';
import { enterMenu, moveInMenu } from '@/lib/menu-keys';

const ITEM =
  'flex items-center gap-2 rounded-lg px-2 py-2 text-left text-sm text-ink hover:bg-surface-sunken';

/** The account button at the foot of the sidebar and its popup. */
export function AccountPopover() {
  const { t } = useTranslation();
  const { isAuthenticated, logout } = useAuthContext();
  const plan = useCurrentPlan();
  const label = useAccountLabel();
  const openDialog = useOpenSettingsDialog();
  const openPluginStore = useOpenPluginStore();
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<HTMLDivElement>(null);
  // The item that opens a dialog goes with the menu: the focus comes back to the menu's button.
  const open = (name: 'settings' | 'themes' | 'shortcuts') => openDialog(name, button.current);

  return (
    <Popover className="relative">
      <PopoverButton
        ref={button}
        aria-label={t('shell.account_menu')}
        className={ACCOUNT_BUTTON_STYLE}
        onKeyDown={(event) => enterMenu(event, items.current)}
      >
        <AccountButtonFace />
      </PopoverButton>
      {/* Drawn at the end of the page (a portal), so it names itself as a region. */}
      <PopoverPanel
        as="section"
        aria-label={t('shell.account_menu')}
        anchor={{ to: 'top start', gap: 8, padding: 8 }}
        className="z-50 w-72 rounded-xl border border-line bg-surface p-4 shadow-lg"
      >
        {({ close }) => (
          <div className="flex flex-col gap-4">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate text-sm font-medium text-ink">{label}</span>
              <TierBadge badge={plan.badge} />
            </div>
            <UsageSummary />
            {/* The menu's keys, heard from the buttons inside (issue #45); each item is a button of its own. */}
            {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
            <div ref={items} className="flex flex-col" onKeyDown={moveInMenu}>
              {isAuthenticated ? (
                <button
                  type="button"
                  onClick={() => {
                    close();
                    openPluginStore();
                  }}
                  className={ITEM}
                  data-menu-item=""
                >
                  <PuzzleIcon /> {t('plugins.menu_entry')}
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => {
                  close();
                  open('settings');
                }}
                className={ITEM}
                data-menu-item=""
              >
                <SettingsIcon /> {t('settings.open')}
              </button>
              <button
                type="button"
                onClick={() => {
                  close();
                  open('themes');
                }}
                className={ITEM}
                data-menu-item=""
              >
                <PaletteIcon /> {t('settings.themes')}
              </button>
              <button
                type="button"
                onClick={() => {
                  close();
                  open('shortcuts');
                }}
                className={ITEM}
                data-menu-item=""
              >
                <KeyboardIcon /> {t('shell.shortcuts')}
              </button>
              <Link to="/help" onClick={() => close()} className={ITEM} data-menu-item="">
                <HelpIcon /> {t('shell.help')}
              </Link>
              {isAuthenticated ? (
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                  className={ITEM}
                  data-menu-item=""
                >
                  <LogoutIcon /> {t('auth.log_out')}
                </button>
              ) : (
                <Link to="/login" onClick={() => close()} className={ITEM} data-menu-item="">
                  <LoginIcon /> {t('auth.log_in')}
                </Link>
              )}
            </div>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  );
}
