import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** React's lazy() for a loader that resolves to the component itself, typed with exactly its props. */
export function lazyControl<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // lazy() widens the props with a ref; the component takes exactly P.
  return lazy(() => load().then((Component) => ({ default: Component }))) as unknown as ComponentType<P>;
}

/** A component whose code loads when it first renders; `fallback` shows until it is here. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Control = lazyControl(load);
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Control {...props} />
      </Suspense>
    );
  };
}
