/** Ids the skip link at the top of every page leads to. */
export const COMPOSER_ID = 'chat-composer';
export const MAIN_ID = 'main-content';
/** The phone's top-bar button that opens the sidebar. */
export const SIDEBAR_BUTTON_ID = 'sidebar-menu-button';
