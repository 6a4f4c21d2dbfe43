import type { TFunction } from 'i18next';

/** The title the server gives a chat it has not named yet (spec section 5: title, default 'New Chat'). */
const SERVER_DEFAULT_TITLE = 'New Chat';

/**
 * The title as the interface shows it: the server's default in the interface's language (issue #45). The
 * stored title stays as it is; only what is shown changes, so a chat the user named 'New Chat' reads as
 * the default too.
 */
export function shownTitle(title: string, t: TFunction): string {
  return title === SERVER_DEFAULT_TITLE ? t('history.untitled') : title;
}
