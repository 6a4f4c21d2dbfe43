import { lazyComponent } from '@/components/ui/lazy-component';

/** /chat/search's view (see current-search-view.tsx): the empty chat does not load it. */
export const CurrentSearchView = lazyComponent(() =>
  import('./current-search-view').then((module) => module.CurrentSearchView),
);
