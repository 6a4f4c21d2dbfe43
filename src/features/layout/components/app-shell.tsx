import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PreloadWhenIdleContext } from '@/components/ui/load-on-intent';
import { useAuthContext } from '@/features/auth';
import {
  ModelTabs,
  guestLanding,
  isModelSlug,
  rememberedSlug,
  slugChoice,
  type ModelChoice,
} from '@/features/models';
import { PluginStoreHost } from '@/features/plugins';
import { isSearchPath } from '@/features/search';
import { SettingsDialogs } from '@/features/settings';
import { MAIN_ID } from '@/lib/landmarks';
import { useIsNarrow } from '@/lib/use-media-query';
import { pageKeyFor } from '../lib/page-key';
import { HeaderSlotContext, createHeaderSlot } from '@/components/header-slot';
import { useShortcuts } from '../hooks/use-shortcuts';
import { useNavVisible } from '../state/nav-visible';
import { DesktopHeader } from './desktop-header';
import { MobileTopBar } from './mobile-top-bar';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';

type Props = {
  children: ReactNode;
  hasMessages?: boolean;
  /** The chat's model, for the header's model controls; other pages show the remembered one. */
  model?: ModelChoice;
};

/**
 * A followed link that left with its page (a search hit) leaves the focus on the page's body: the main
 * region holds it until the new page places it (the composer takes it from there), so a Tab meanwhile does
 * not start again at the top. Not on the first page, where the skip link comes first.
 */
function useFocusKeptAcrossPages(pathname: string) {
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Sidebar, headers and the page; on narrow screens the sidebar is a drawer that a followed link closes. */
export function AppShell({ children, hasMessages = false, model }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { error, clearError, isAuthenticated } = useAuthContext();
  const narrow = useIsNarrow();
  const [visible, setVisible] = useNavVisible();
  useShortcuts(visible, setVisible);
  // A guest sent on from a signed-in page sees the page they land on from the first frame.
  const shownPath = (isAuthenticated ? null : guestLanding(pathname)) ?? pathname;
  const page = pageKeyFor(shownPath);
  const pathSlug = shownPath.split('/')[2];
  const slug = page === 'chat' && isModelSlug(pathSlug) ? pathSlug : rememberedSlug();
  const fallback = slugChoice(slug);
  // One object while the choice stands: the memoised headers and tabs are not drawn again by a change of
  // address that keeps the model (a new chat's naming, issue #30).
  const current = useMemo(
    () => model ?? { endpoint: fallback.endpoint, model: fallback.model },
    [model, fallback.endpoint, fallback.model],
  );
  // Only the header on screen (phone or desktop) offers its slot for the page's own controls.
  const [slot] = useState(createHeaderSlot);
  useFocusKeptAcrossPages(pathname);

  return (
    <PreloadWhenIdleContext.Provider value={isAuthenticated}>
      <div className="flex h-full overflow-hidden">
        {/* The search view is drawn in the chat's place but has no message box. */}
        <SkipLink toComposer={page === 'chat' && !isSearchPath(shownPath)} />
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <MobileTopBar page={page} current={current} slotRef={narrow ? slot.set : undefined} />
          <DesktopHeader
            page={page}
            current={current}
            hasMessages={hasMessages}
            slotRef={narrow ? undefined : slot.set}
          />
          {page === 'chat' ? <ModelTabs current={current} /> : null}
          {error ? (
            <div className="mx-auto mt-3 flex w-full max-w-3xl items-start gap-2 px-4">
              <div className="flex-1">
                <Alert>{error}</Alert>
              </div>
              <button
                type="button"
                onClick={clearError}
                className="px-2 py-2 text-sm text-ink-muted hover:text-ink"
              >
                {t('common.dismiss')}
              </button>
            </div>
          ) : null}
          <HeaderSlotContext.Provider value={slot}>
            <main id={MAIN_ID} tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto focus:outline-none">
              {children}
            </main>
          </HeaderSlotContext.Provider>
        </div>
        <SettingsDialogs />
        <PluginStoreHost />
      </div>
    </PreloadWhenIdleContext.Provider>
  );
}
