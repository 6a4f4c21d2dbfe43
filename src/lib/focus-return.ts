import { COMPOSER_ID, MAIN_ID, SIDEBAR_BUTTON_ID } from './landmarks';

const isShown = (element: HTMLElement | null | undefined): element is HTMLElement =>
  !!element && element.isConnected && element.getClientRects().length > 0 && !element.closest('[inert]');

/**
 * Where the focus goes back to when what opened a dialog has gone with the menu that held it: the
 * menu's own button while it shows, else the phone's sidebar button (the sidebar closed meanwhile),
 * else the message box or the page's content.
 */
export function openerOrNearest(opener: HTMLElement | null | undefined): HTMLElement | null {
  const candidates = [opener, SIDEBAR_BUTTON_ID, COMPOSER_ID, MAIN_ID].map((candidate) =>
    typeof candidate === 'string' ? document.getElementById(candidate) : candidate,
  );
  return candidates.find(isShown) ?? null;
}
