import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChevronDownIcon, SidebarIcon } from '@/components/ui/icons';
import { ModelSlot, type ModelChoice } from '@/features/models';
import type { PageKey } from '../lib/page-key';
import { useHeaderHidden } from '../state/header-hidden';
import { useNavVisible } from '../state/nav-visible';
import { DashboardLink } from './dashboard-link';
import { GoProButton } from './go-pro-button';

type Props = {
  page: PageKey;
  current: ModelChoice;
  hasMessages: boolean;
  /** Receives the element where the page puts its own controls (the chat's Export). */
  slotRef?: (element: HTMLElement | null) => void;
};

export const DesktopHeader = memo(function DesktopHeader({ page, current, hasMessages, slotRef }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useNavVisible();
  const [hidden, setHidden] = useHeaderHidden();
  // The header holds the open-sidebar button, so it stays while the sidebar is closed.
  if (hidden && visible) {
    return (
      <div className="pointer-events-none relative hidden md:block">
        <button
          type="button"
          aria-label={t('shell.show_header')}
          title={t('shell.show_header')}
          onClick={() => setHidden(false)}
          className="pointer-events-auto absolute right-3 top-2 z-20 rounded-full border border-line bg-surface p-1.5 text-ink-muted shadow-sm hover:text-ink"
        >
          <ChevronDownIcon width={16} height={16} />
        </button>
      </div>
    );
  }
  return (
    <header className="hidden h-14 items-center gap-2 border-b border-line bg-surface px-3 md:flex">
      {!visible ? (
        <button
          type="button"
          aria-label={t('shell.open_sidebar')}
          aria-expanded="false"
          onClick={() => setVisible(true)}
          className="rounded-lg p-2 text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          <SidebarIcon />
        </button>
      ) : null}
      <DashboardLink page={page} />
      <div className="flex min-w-0 flex-1 items-center">
        <ModelSlot page={page} current={current} />
      </div>
      <div ref={slotRef} className="flex items-center" />
      {hasMessages ? <GoProButton /> : null}
      {visible ? (
        <button
          type="button"
          aria-label={t('shell.hide_header')}
          title={t('shell.hide_header')}
          onClick={() => setHidden(true)}
          className="rounded-lg p-2 text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          <ChevronDownIcon width={18} height={18} className="rotate-180" />
        </button>
      ) : null}
    </header>
  );
});
