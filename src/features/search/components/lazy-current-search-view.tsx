import { lazy, Suspense } from 'react';

// Only /chat/search shows it: the empty chat does not load the search view.
const CurrentSearchViewControl = lazy(() =>
  import('./current-search-view').then((module) => ({ default: module.CurrentSearchView })),
);

/** The search view for what the search box holds (see current-search-view.tsx), loaded when shown. */
export function CurrentSearchView() {
  return (
    <Suspense fallback={null}>
      <CurrentSearchViewControl />
    </Suspense>
  );
}
