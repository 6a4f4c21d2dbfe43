/** The comparison's shared classes. */
export const ICON_BUTTON =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md px-1.5 text-ink-muted hover:bg-surface-sunken hover:text-ink focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50';

export const PANEL =
  'z-50 max-h-dropdown w-72 overflow-y-auto rounded-xl border border-line bg-surface p-1 text-sm shadow-lg focus:outline-none [--anchor-gap:6px] [--anchor-max-height:370px] [--anchor-padding:8px]';

export const OPTION =
  'flex w-full cursor-pointer items-center rounded-lg px-2 py-2 text-left data-[focus]:bg-surface-sunken data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';

export const TEXT_BUTTON =
  'rounded-md px-2 py-1 text-xs font-medium text-accent hover:bg-surface-sunken focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50';
