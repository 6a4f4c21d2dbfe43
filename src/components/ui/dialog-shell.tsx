import type { ReactNode } from 'react';
import { lazyDialog, loadDialogPanel } from './lazy-dialog';

export interface DialogShellProps {
  open?: boolean;
  onClose: () => void;
  /** Already translated. */
  title: string;
  /** Read out but not shown (the content shows its own heading). */
  hideTitle?: boolean;
  /** The close icon's accessible name (already translated). */
  closeLabel: string;
  /**
   * `bar`: the title and the close button in a bar above the body (forms, frames); `plain`: the close
   * button in the corner, the title at the top of the padded panel (messages, short forms).
   */
  layout: 'bar' | 'plain';
  /** Width, height and padding of the panel. */
  panelClassName: string;
  /** The body under a `bar` (scrolling, padding); a `plain` panel holds its children directly. */
  bodyClassName?: string;
  /** A `plain` dialog's description, read out with its title. */
  description?: ReactNode;
  /** An icon or picture above a `plain` dialog's title. */
  icon?: ReactNode;
  /** Extra classes for the backdrop and the panel (a fade while the dialog closes). */
  fadeClassName?: string;
  /** Fades and slides in and out as `open` changes. */
  animated?: boolean;
  /** On phones the panel sits at the bottom, within thumb reach, unless centred. */
  centred?: boolean;
  panelTestId?: string;
  /**
   * Called once the dialog has closed (its leave transition is over) and Headless UI has given the focus
   * back to the element that opened it: where an action moves the focus somewhere else instead.
   */
  onClosed?: () => void;
  children?: ReactNode;
}

/**
 * The one modal of the app (Headless UI's dialog: focus trap, Escape, scroll lock, inert page); its
 * code loads the first time any dialog opens (see dialog-shell-panel.tsx for the markup).
 */
export const DialogShell = lazyDialog<DialogShellProps>(
  () => loadDialogPanel().then((module) => module.DialogShellPanel),
  // Without `open` a dialog is open while mounted.
  (props) => props.open !== false,
);
