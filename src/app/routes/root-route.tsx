import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AuthProvider, useAuthContext } from '@/features/auth';
import { SplashScreen, splashTimeLeft } from '@/features/layout';
import { PlanSync } from '@/features/plans';
import { MoodPrompt } from '@/features/mood';
import { SessionProvider } from '@/features/session';
import { useThemeSync } from '@/features/settings';
import { carryQueryToCookies } from '@/lib/url/carry-query';
import { queryRewrite } from '../routing/redirects';
import { FirstPageLoading } from './first-page-loading';
import { RouteErrorBoundary } from './route-error';

/**
 * Carries later queries into cookies (boot carries the first) and applies the query's rewrite; true
 * while a rewrite waits, since the route's own redirects would otherwise run first and drop the query.
 */
function useQueryHandling(): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const rewrite = queryRewrite(pathname, search);
  useEffect(() => {
    carryQueryToCookies(search);
    if (rewrite) navigate(`${rewrite}${hash}`, { replace: true });
  }, [search, rewrite, hash, navigate]);
  return rewrite !== null;
}

/** Keeps a covered screen out of reach: no focus, no clicks, hidden from assistive technology. */
function useInert(covered: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.toggleAttribute('inert', covered);
  }, [covered]);
  return ref;
}

/**
 * 'Activating AI chat...' until a second after the page started loading, and until the session is known. Once the session is
 * known the route mounts underneath, so a conversation loads during the splash instead of after it.
 */
function StartupGate({ rewriting }: { rewriting: boolean }) {
  const { status } = useAuthContext();
  const [splashDone, setSplashDone] = useState(() => splashTimeLeft() <= 0);
  useEffect(() => {
    if (splashDone) return;
    const timer = setTimeout(() => setSplashDone(true), splashTimeLeft());
    return () => clearTimeout(timer);
  }, [splashDone]);
  // The route mounts in a transition: React renders the whole first page in slices, the splash turning
  // meanwhile, instead of in the one long task the session's answer (a synchronous store update) starts.
  const sessionKnown = useDeferredValue(status !== 'initializing');
  const covered = !splashDone || !sessionKnown;
  const routeRef = useInert(covered);
  return (
    <>
      {sessionKnown && !rewriting ? (
        <div ref={routeRef} className="h-full" aria-hidden={covered || undefined} data-route-root="">
          <RouteErrorBoundary>
            <Suspense fallback={<FirstPageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </div>
      ) : null}
      {covered ? (
        <div className="fixed inset-0 z-[100]">
          <SplashScreen />
        </div>
      ) : null}
    </>
  );
}

export function RootRoute() {
  useThemeSync();
  const rewriting = useQueryHandling();
  return (
    <AuthProvider>
      <SessionProvider>
        <StartupGate rewriting={rewriting} />
        <PlanSync />
        <MoodPrompt />
      </SessionProvider>
    </AuthProvider>
  );
}
