/** Shared classes of the model pickers' triggers, panels and rows. */
export const TRIGGER_STYLE =
  'flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-sunken data-[disabled]:cursor-not-allowed data-[disabled]:hover:bg-transparent';

export const ICON_TRIGGER_STYLE =
  'shrink-0 rounded-lg p-2 text-ink-muted hover:bg-surface-sunken hover:text-ink';

export const PANEL_STYLE =
  'z-50 max-h-dropdown overflow-y-auto rounded-xl border border-line bg-surface p-1 text-sm shadow-lg focus:outline-none focus-visible:ring-0 focus-visible:ring-offset-0 [--anchor-gap:6px] [--anchor-max-height:370px] [--anchor-padding:8px]';

export const OPTION_STYLE =
  'flex w-full cursor-pointer items-center rounded-lg px-2 py-2 text-left data-[focus]:bg-surface-sunken data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';
