/** What the row menu and its stand-in button share. */
export interface HistoryRowMenuProps {
  title: string;
  onRename: () => void;
  onDelete: () => void;
}

export const ROW_MENU_BUTTON_STYLE =
  'hidden rounded-md p-2 text-ink-muted hover:text-ink data-[open]:bg-surface [@media(hover:none)]:block';
