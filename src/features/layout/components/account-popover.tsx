import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HelpIcon, KeyboardIcon, LoginIcon, LogoutIcon } from '@/components/ui/icons';
import { PuzzleIcon } from '@/components/ui/option-icons';
import { PaletteIcon, SettingsIcon } from '@/components/ui/list-icons';
import { useAuthContext } from '@/features/auth';
import { TierBadge, UsageSummary, useCurrentPlan } from '@/features/plans';
import { ACCOUNT_BUTTON_STYLE, AccountButtonFace, useAccountLabel } from './account-button-face';
import { useOpenPluginStore } from '@/features/plugins';
import { useOpenSettingsDialog } from '@/features/settings';

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

  return (
    <Popover className="relative">
      <PopoverButton aria-label={t('shell.account_menu')} className={ACCOUNT_BUTTON_STYLE}>
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
            <div className="flex flex-col">
              {isAuthenticated ? (
                <button
                  type="button"
                  onClick={() => {
                    close();
                    openPluginStore();
                  }}
                  className={ITEM}
                >
                  <PuzzleIcon /> {t('plugins.menu_entry')}
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => {
                  close();
                  openDialog('settings');
                }}
                className={ITEM}
              >
                <SettingsIcon /> {t('settings.open')}
              </button>
              <button
                type="button"
                onClick={() => {
                  close();
                  openDialog('themes');
                }}
                className={ITEM}
              >
                <PaletteIcon /> {t('settings.themes')}
              </button>
              <button
                type="button"
                onClick={() => {
                  close();
                  openDialog('shortcuts');
                }}
                className={ITEM}
              >
                <KeyboardIcon /> {t('shell.shortcuts')}
              </button>
              <Link to="/help" onClick={() => close()} className={ITEM}>
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
                >
                  <LogoutIcon /> {t('auth.log_out')}
                </button>
              ) : (
                <Link to="/login" onClick={() => close()} className={ITEM}>
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
