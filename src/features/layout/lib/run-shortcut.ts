import type { TFunction } from 'i18next';
import { showToast } from '@/components/ui/toast-store';
import { COMPOSER_ID } from '@/lib/landmarks';
import type { ShortcutId } from './shortcuts';

export interface ShortcutContext {
  navigate: (path: string) => void;
  sidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
  t: TFunction;
  openDialog: (name: 'shortcuts') => void;
}

const composer = () => document.getElementById(COMPOSER_ID) as HTMLTextAreaElement | null;

function last<T extends Element>(selector: string): T | null {
  const all = document.querySelectorAll<T>(selector);
  return all[all.length - 1] ?? null;
}

/** Resolves with the first element `find` returns within about two seconds (the page draws it), else null. */
function waitFor<T>(find: () => T | null, frames = 120): Promise<T | null> {
  return new Promise((resolve) => {
    const look = (left: number) => {
      const found = find();
      if (found || left === 0) resolve(found);
      else requestAnimationFrame(() => look(left - 1));
    };
    look(frames);
  });
}

/** Focus for a control that went away: the sidebar's toggle, so it never falls to the page. */
async function keepFocus(): Promise<void> {
  const toggle = await waitFor(() =>
    document.activeElement === document.body || !document.activeElement?.isConnected
      ? document.querySelector<HTMLElement>('button[aria-controls="app-sidebar"]')
      : null,
  );
  toggle?.focus();
}

/** Opens the delete question of the open chat's history row (the sidebar opens first if needed). */
async function deleteOpenChat(context: ShortcutContext): Promise<void> {
  if (!document.querySelector('a[data-history-link][aria-current="page"]') && !context.sidebarOpen) {
    context.setSidebarOpen(true);
  }
  const link = await waitFor(() =>
    document.querySelector<HTMLAnchorElement>('a[data-history-link][aria-current="page"]'),
  );
  const label = context.t('history.delete_chat', { title: link?.textContent ?? '' });
  const row = link?.parentElement;
  [...(row?.querySelectorAll('button') ?? [])].find((button) => button.ariaLabel === label)?.click();
}

/** What each shortcut does, through the page's own controls (so their rules and confirmations apply). */
export async function runShortcut(shortcut: ShortcutId, context: ShortcutContext): Promise<void> {
  // A modal dialog keeps the keyboard to itself.
  if (document.querySelector('[aria-modal="true"]')) return;
  switch (shortcut) {
    case 'new_chat':
      context.navigate('/chat/new');
      (await waitFor(composer))?.focus();
      return;
    case 'focus_input':
      composer()?.focus();
      return;
    case 'copy_reply': {
      const button = last<HTMLButtonElement>('[data-copy-reply]');
      if (!button) return;
      button.click();
      showToast({ message: context.t('chat.actions.copied'), kind: 'success' });
      return;
    }
    case 'copy_code':
      // The code block's own button says 'Copied!' in a live region.
      last<HTMLButtonElement>('[data-copy-code]')?.click();
      return;
    case 'toggle_sidebar':
      context.setSidebarOpen(!context.sidebarOpen);
      if (context.sidebarOpen) await keepFocus();
      return;
    case 'delete_chat':
      await deleteOpenChat(context);
      return;
    case 'show_shortcuts':
      context.openDialog('shortcuts');
      return;
    case 'stop': {
      const stop = composer()?.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (stop?.ariaLabel === context.t('chat.stop')) stop.click();
    }
  }
}
