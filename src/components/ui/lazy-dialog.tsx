import { useState, type ComponentType } from 'react';
import { lazyComponent } from './lazy-component';

/** Headless UI's dialog and the shell's markup (dialog-shell.tsx draws every modal through it). */
export const loadDialogPanel = () => import('./dialog-shell-panel');

/**
 * A dialog whose code (Headless UI's dialog, its form) loads the first time it opens, so no page pays
 * for it up front. Once opened it stays mounted, so closing plays the dialog's own leave transition.
 * `isOpen` reads the open state from the props (default: `props.open`).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true,
): ComponentType<P> {
  const Dialog = lazyComponent(load);
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) {
      // A dialog of a feature loads its own code and then the shell's: fetch both at once.
      void loadDialogPanel();
      setOpened(true);
    }
    return opened ? <Dialog {...props} /> : null;
  };
}
