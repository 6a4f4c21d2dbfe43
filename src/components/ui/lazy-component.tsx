import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on first render, or earlier through `preload`. */
export type LazyControl<P extends object> = ComponentType<P> & {
  /** Fetches and evaluates the code now (once); a render after it has arrived does not suspend. */
  preload: () => Promise<void>;
};

/**
 * A promise-like whose value is already here. React's lazy() calls its `then` and, answered at once, draws
 * the component in the same render; a real promise, even a settled one, answers a microtask later, so the
 * first render suspends, its fallback commits, and the component comes in a render of its own.
 */
function alreadyHere<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => {
      onFulfilled?.(value);
      return thenable as PromiseLike<never>;
    },
  };
  return thenable as Promise<T>;
}

/**
 * React's lazy() for a loader that resolves to the component itself, typed with exactly its props. `loaded`
 * says what another path has loaded already (a shared loader), beside what `preload` loaded.
 */
export function lazyControl<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loaded: () => ComponentType<P> | undefined = () => undefined,
): LazyControl<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (loading ??= load().then(
      (found) => (component = found),
      (error: unknown) => {
        // A failed download is tried again by the next preload (the page's error boundary shows it).
        loading = undefined;
        throw error;
      },
    ));
  const Control = lazy(() => {
    const here = component ?? loaded();
    return here ? alreadyHere({ default: here }) : fetchOnce().then((found) => ({ default: found }));
  });
  // lazy() widens the props with a ref; the component takes exactly P.
  return Object.assign(Control, {
    preload: () => fetchOnce().then(() => undefined),
  }) as unknown as LazyControl<P>;
}

/** A component whose code loads when it first renders (or is preloaded); `fallback` shows until it is here. */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyControl<P> {
  const Control = lazyControl(load);
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Control {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: Control.preload });
}
