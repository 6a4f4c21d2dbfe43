import { useTranslation } from '@/lib/i18n';
import { COMPOSER_ID, MAIN_ID } from '@/lib/landmarks';

/**
 * The first stop of the Tab key: on a chat page it leads to the message box, elsewhere to the page's
 * content. Hidden until focused.
 */
export function SkipLink({ toComposer }: { toComposer: boolean }) {
  const { t } = useTranslation();
  const target = toComposer ? COMPOSER_ID : MAIN_ID;
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        const element = document.getElementById(target) as HTMLElement | null;
        const usable = element && !(element as HTMLTextAreaElement).disabled;
        (usable ? element : document.getElementById(MAIN_ID))?.focus();
      }}
      className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {toComposer ? t('shell.skip_to_composer') : t('shell.skip_to_main')}
    </a>
  );
}
