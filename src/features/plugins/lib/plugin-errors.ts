/** 'There was an error ...' stays this long (spec section 4, 'Plugins'). */
export const PLUGIN_ERROR_MS = 5000;
