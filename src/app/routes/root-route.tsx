import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AuthProvider, useAuthContext } from '@/features/auth';
import { SplashScreen, SPLASH_MS } from '@/features/layout';
import { PlansRuntime } from '@/features/plans';
import { MoodPrompt } from '@/features/mood';
import { SessionProvider } from '@/features/session';
import { useThemeSync } from '@/features/settings';
import { carryQueryToCookies } from '@/lib/url/carry-query';
import { queryRewrite } from '../routing/redirects';

function useQueryHandling() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    carryQueryToCookies(search);
    const rewrite = queryRewrite(pathname, search);
    if (rewrite) navigate(`${rewrite}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
}

/** 'Activating AI chat...' for about a second, and until the session is known. */
function StartupGate() {
  const { status } = useAuthContext();
  const [splashDone, setSplashDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSplashDone(true), SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!splashDone || status === 'initializing') return <SplashScreen />;
  return <Outlet />;
}

export function RootRoute() {
  useThemeSync();
  useQueryHandling();
  return (
    <AuthProvider>
      <SessionProvider>
        <StartupGate />
        <PlansRuntime />
        <MoodPrompt />
      </SessionProvider>
    </AuthProvider>
  );
}
