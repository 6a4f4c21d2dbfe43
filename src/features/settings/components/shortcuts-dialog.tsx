import { useTranslation } from '@/lib/i18n';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { isApple } from '@/lib/apple-keys';

const KEY =
  'inline-flex min-w-[1.75rem] justify-center rounded border border-line bg-surface-sunken px-1.5 py-0.5 font-mono text-xs text-ink';

/** Key names as printed on keys (not translated, as on the help page); `mod` is Ctrl, or ⌘ on Apple systems. */
const LIST: readonly { id: string; keys: readonly string[] }[] = [
  { id: 'new_chat', keys: ['mod', 'Shift', 'O'] },
  { id: 'focus_input', keys: ['Shift', 'Esc'] },
  { id: 'copy_reply', keys: ['mod', 'Shift', 'C'] },
  { id: 'copy_code', keys: ['mod', 'Shift', ';'] },
  { id: 'toggle_sidebar', keys: ['mod', 'Shift', 'S'] },
  { id: 'delete_chat', keys: ['mod', 'Shift', '⌫'] },
  { id: 'stop', keys: ['Esc'] },
  { id: 'find_in_chat', keys: ['mod', 'F'] },
  { id: 'quote_selection', keys: ['mod', 'Shift', "'"] },
  { id: 'show_shortcuts', keys: ['mod', '/'] },
];

/** The keyboard shortcuts (Ctrl+/ or the account menu). */
export function ShortcutsDialog({
  open,
  onClose,
  onClosed,
}: {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
}) {
  const { t } = useTranslation('help');
  const mod = isApple() ? '⌘' : 'Ctrl';
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={t('shortcuts.heading')}
      closeLabel={t('translation:common.close')}
    >
      <dl className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {LIST.map(({ id, keys }) => (
          <div key={id} className="contents">
            <dt className="flex flex-wrap items-center gap-1">
              {keys.map((key) => (
                <kbd key={key} className={KEY}>
                  {key === 'mod' ? mod : key}
                </kbd>
              ))}
            </dt>
            <dd className="text-ink-muted">{t(`shortcuts.${id}`)}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
