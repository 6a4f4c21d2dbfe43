import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { SettingsIcon } from '@/components/ui/list-icons';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useAuthContext } from '@/features/auth';
import { useResetHistoryPage } from '@/features/conversations';
import { ClearChatsControl } from './clear-chats-control';
import { LanguageSelect } from './language-select';
import { ThemeOptions } from './theme-options';

export interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
}

/** Settings, general tab: language, theme and (signed in) clearing every chat. */
export function SettingsDialog({ open, onClose, onClosed }: SettingsDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuthContext();
  const resetHistoryPage = useResetHistoryPage();

  const afterClear = () => {
    onClose();
    resetHistoryPage();
    navigate('/chat/new');
  };

  return (
    <DialogFrame open={open} onClose={onClose} onClosed={onClosed} title={t('settings.title')}>
      <TabGroup vertical className="flex flex-col gap-4 sm:flex-row">
        <TabList className="flex shrink-0 gap-1 sm:w-36 sm:flex-col">
          <Tab className="flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink-muted hover:bg-surface-sunken data-[selected]:bg-surface-sunken data-[selected]:font-medium data-[selected]:text-ink">
            <SettingsIcon width={16} height={16} />
            {t('settings.general')}
          </Tab>
        </TabList>
        <TabPanels className="min-w-0 flex-1">
          <TabPanel className="flex flex-col gap-5 focus:outline-none">
            <LanguageSelect />
            <ThemeOptions />
            {isAuthenticated ? (
              <div className="border-t border-line pt-4">
                <ClearChatsControl onCleared={afterClear} />
              </div>
            ) : null}
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </DialogFrame>
  );
}
