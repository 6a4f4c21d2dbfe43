import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (Headless UI's dialog, its form) loads the first time it opens, so no page pays
 * for it up front. Once opened it stays mounted, so closing plays the dialog's own leave transition.
 * `isOpen` reads the open state from the props (default: `props.open`).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  // lazy() widens the props with a ref; the dialog takes exactly P.
  const Dialog = lazy(() =>
    load().then((Component) => ({ default: Component })),
  ) as unknown as ComponentType<P>;
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
