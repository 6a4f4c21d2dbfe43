import { lazyComponent } from '@/components/ui/lazy-component';

// Signed-in users' tools; the same room is kept while their code arrives, so the box does not move.
export const ComposerTools = lazyComponent(
  () => import('./composer-tools').then((module) => module.ComposerTools),
  <span aria-hidden className="h-9 w-[4.75rem] shrink-0" />,
);
