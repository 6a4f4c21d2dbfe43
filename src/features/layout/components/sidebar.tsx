import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { SidebarIcon } from '@/components/ui/icons';
import { useAuthContext } from '@/features/auth';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useIsNarrow } from '@/lib/use-media-query';
import { useNavVisible } from '../state/nav-visible';
import { ResetDemoButton } from './reset-demo-button';
import { MENU_BUTTON_ID } from './mobile-top-bar';
import { SidebarNav } from './sidebar-nav';
import { SignupPromoCard } from './signup-promo-card';
import { UserCard } from './user-card';

const SidebarHistory = lazyComponent(() =>
  import('./sidebar-history').then((module) => module.SidebarHistory),
);

export const Sidebar = memo(function Sidebar() {
  const { t } = useTranslation();
  const { brandName, logoUrl } = useRuntimeConfig();
  const { isAuthenticated, user } = useAuthContext();
  const [visible, setVisible] = useNavVisible();
  const narrow = useIsNarrow();
  const closeButton = useRef<HTMLButtonElement>(null);
  const aside = useRef<HTMLElement>(null);
  const drawer = narrow && visible;

  // The phone drawer: focus moves into it when it opens; Escape closes it and focus goes back to the menu
  // button; Back or Forward closes it.
  useEffect(() => {
    if (!drawer) return;
    // A drawer drawn again for the next search page keeps the focus its search box took back.
    if (!aside.current?.contains(document.activeElement)) closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setVisible(false);
      document.getElementById(MENU_BUTTON_ID)?.focus();
    };
    // Back or Forward leaves the page the drawer was opened over.
    const onHistory = () => setVisible(false);
    document.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onHistory);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onHistory);
    };
  }, [drawer, setVisible]);

  // One function while the width class stands: the history's memoised rows are handed it.
  const close = useCallback(() => setVisible(false), [setVisible]);
  if (!visible) return null;
  const closeOnNarrow = narrow ? close : undefined;

  return (
    <>
      {narrow ? (
        <button
          type="button"
          aria-label={t('shell.close_sidebar')}
          className="fixed inset-0 z-30 bg-black/40"
          onClick={() => setVisible(false)}
        />
      ) : null}
      <aside
        ref={aside}
        // A link followed from the phone drawer closes it (the search box's own address changes do not).
        onClickCapture={
          narrow
            ? (event) => {
                if ((event.target as Element).closest('a[href]')) close();
              }
            : undefined
        }
        id="app-sidebar"
        aria-label={t('shell.sidebar')}
        className={`z-40 flex h-full w-sidebar max-w-[85vw] shrink-0 flex-col border-r border-line bg-surface-raised ${
          narrow ? 'fixed inset-y-0 left-0 shadow-xl' : 'relative'
        }`}
      >
        <div className="flex items-center justify-between px-3 py-3">
          <Link to="/chat/new" className="flex min-w-0 items-center gap-2">
            <img src={logoUrl} alt="" className="h-8 w-8 shrink-0" />
            <span className="truncate font-semibold text-ink">{brandName}</span>
          </Link>
          <button
            ref={closeButton}
            type="button"
            aria-label={t('shell.close_sidebar')}
            aria-controls="app-sidebar"
            aria-expanded="true"
            onClick={() => setVisible(false)}
            className="rounded-lg p-2 text-ink-muted hover:bg-surface-sunken hover:text-ink"
          >
            <SidebarIcon />
          </button>
        </div>
        {/* New chat and the tools stay in view; the history scrolls below them. */}
        <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-2 pb-2">
          <div className="shrink-0">
            <SidebarNav />
          </div>
          {isAuthenticated ? (
            <div className="-mx-2 min-h-[7rem] flex-1 overflow-y-auto px-2">
              <SidebarHistory onOpen={closeOnNarrow} />
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 border-t border-line p-2">
          {!user?.email ? <SignupPromoCard /> : null}
          <ResetDemoButton />
          <UserCard />
        </div>
      </aside>
    </>
  );
});
