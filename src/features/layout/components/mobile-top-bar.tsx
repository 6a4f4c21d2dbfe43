import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon, MenuIcon, PlusIcon } from '@/components/ui/icons';
import { ModelSlot, type ModelChoice } from '@/features/models';
import { SIDEBAR_BUTTON_ID } from '@/lib/landmarks';
import type { PageKey } from '../lib/page-key';
import { useNavVisible } from '../state/nav-visible';
import { DashboardLink } from './dashboard-link';
import { GoProButton } from './go-pro-button';

/** The phone header's menu button: focus returns here when the drawer closes with Escape. */
export const MENU_BUTTON_ID = SIDEBAR_BUTTON_ID;

export const MobileTopBar = memo(function MobileTopBar({
  page,
  current,
  slotRef,
}: {
  page: PageKey;
  current: ModelChoice;
  /** Receives the element where the page puts its own controls (the chat's Export). */
  slotRef?: (element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useNavVisible();
  return (
    <header className="flex h-14 items-center gap-2 border-b border-line bg-surface px-2 md:hidden">
      <button
        id={MENU_BUTTON_ID}
        type="button"
        aria-label={t('shell.open_sidebar')}
        // No aria-controls: the sidebar is not in the page while it is closed on narrow screens.
        aria-expanded={visible}
        onClick={() => setVisible(true)}
        className="rounded-lg p-2 text-ink hover:bg-surface-sunken"
      >
        <MenuIcon />
      </button>
      {/* A PDF chat has one back control: to the PDF reader (its arrow says back; no second arrow). */}
      {page === 'chat-pdf-conversation' ? null : <DashboardLink page={page} compact />}
      <div className="flex min-w-0 flex-1 justify-center">
        {page === 'chat-pdf-conversation' ? (
          <Link
            to="/chatpdf"
            className="flex min-w-0 items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-accent hover:bg-surface-sunken"
          >
            <ArrowLeftIcon width={16} height={16} className="shrink-0" aria-hidden="true" />
            <span className="truncate">{t('shell.back_to_pdf_reader')}</span>
          </Link>
        ) : (
          <ModelSlot page={page} current={current} videoPicker />
        )}
      </div>
      <div ref={slotRef} className="flex items-center" />
      {page === 'chat' ? (
        <Link
          to="/chat/new"
          aria-label={t('shell.new_chat')}
          className="rounded-lg p-2 text-ink hover:bg-surface-sunken"
        >
          <PlusIcon />
        </Link>
      ) : null}
      <GoProButton />
    </header>
  );
});
