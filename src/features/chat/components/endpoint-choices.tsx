import { useTranslation } from '@/lib/i18n';
import { CheckIcon } from '@/components/ui/icons';
import { KeyIcon } from '@/components/ui/option-icons';
import type { EndpointChoice } from '../hooks/use-endpoint-choices';
import { endpointName } from '../lib/endpoint-names';

export interface EndpointChoicesProps {
  current: string;
  choices: readonly EndpointChoice[];
  onChoose: (choice: EndpointChoice) => void;
  onSetToken: (endpoint: string) => void;
}

/** The endpoints a fresh chat can switch to; those needing the user's key offer the token dialog. */
export function EndpointChoices({ current, choices, onChoose, onSetToken }: EndpointChoicesProps) {
  const { t } = useTranslation();
  if (choices.length === 0) return null;
  return (
    <section className="flex flex-col gap-1 border-b border-line pb-2">
      <h2 className="px-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {t('presets.endpoints_title')}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {choices.map((choice) => {
          const name = endpointName(choice.endpoint, t);
          const selected = choice.endpoint === current;
          return (
            <li key={choice.endpoint} className="flex items-center gap-1 rounded-lg hover:bg-surface-sunken">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onChoose(choice)}
                className="flex min-w-0 flex-1 items-center gap-2 px-2 py-1.5 text-left text-sm text-ink"
              >
                <span className="flex-1 truncate">{name}</span>
                {selected ? (
                  <CheckIcon width={16} height={16} className="shrink-0 text-accent-strong" />
                ) : null}
              </button>
              {choice.userProvide ? (
                <button
                  type="button"
                  aria-label={t('settings.token.set_for', { endpoint: name })}
                  onClick={() => onSetToken(choice.endpoint)}
                  className="rounded-md p-1.5 text-ink-muted hover:bg-surface hover:text-ink"
                >
                  <KeyIcon width={16} height={16} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
