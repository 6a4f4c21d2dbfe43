import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/components/ui/lazy-component';
import { Spinner } from '@/components/ui/spinner';
import { hasSignedInCookies } from '@/lib/user-data';
import type { RouteFile } from './first-route';
import { loadRoute, type RouteModule } from './route-code';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full items-center justify-center">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/**
 * A page only signed-in users see (the guard sends guests on): loaded with the navigation when the
 * sign-in cookies say someone is signed in, otherwise only once the guard lets it render, so a guest
 * who is sent on never downloads it.
 */
export const signedInRoute = (name: RouteFile) => {
  const eager = () => loadRoute(name);
  const DeferredPage = lazyComponent(() => eager().then((route) => route.Component), <PageLoading />);
  return async (): Promise<RouteModule> => (hasSignedInCookies() ? eager() : { Component: DeferredPage });
};
