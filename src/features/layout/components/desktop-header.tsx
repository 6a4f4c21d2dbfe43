import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SidebarIcon } from '@/components/ui/icons';
import { ModelSlot, type ModelChoice } from '@/features/models';
import type { PageKey } from '../lib/page-key';
import { useNavVisible } from '../state/nav-visible';
import { DashboardLink } from './dashboard-link';
import { GoProButton } from './go-pro-button';

type Props = { page: PageKey; current: ModelChoice; hasMessages: boolean };

export function DesktopHeader({ page, current, hasMessages }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useNavVisible();
  const [closed, setClosed] = useState(false);
  if (closed && visible) return null;
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
      {hasMessages ? <GoProButton /> : null}
      {visible ? (
        <button
          type="button"
          aria-label={t('shell.close_header')}
          onClick={() => setClosed(true)}
          className="rounded-lg p-2 text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          <CloseIcon width={18} height={18} />
        </button>
      ) : null}
    </header>
  );
}
