import { type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/components/ui/lazy-component';
import { Spinner } from '@/components/ui/spinner';
import { hasSignedInCookies } from '@/lib/user-data';
import { loadNamespaces } from '@/lib/i18n';

type RouteModule = { Component: ComponentType };

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex h-full items-center justify-center">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** A route's code, and the translation namespaces it needs, fetched in parallel before it renders. */
export const lazyRoute =
  (load: () => Promise<RouteModule>, namespaces: string[] = []) =>
  async (): Promise<RouteModule> => {
    const [route] = await Promise.all([load(), namespaces.length ? loadNamespaces(...namespaces) : null]);
    return route;
  };

/**
 * A page only signed-in users see (the guard sends guests on): loaded with the navigation when the
 * sign-in cookies say someone is signed in, otherwise only once the guard lets it render, so a guest
 * who is sent on never downloads it.
 */
export const signedInRoute = (load: () => Promise<RouteModule>, namespaces: string[] = []) => {
  const eager = lazyRoute(load, namespaces);
  const DeferredPage = lazyComponent(() => eager().then((route) => route.Component), <PageLoading />);
  return async (): Promise<RouteModule> => (hasSignedInCookies() ? eager() : { Component: DeferredPage });
};
