import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AlertIcon } from '@/components/ui/action-icons';
import { Button } from '@/components/ui/button';
import { TokenDialog } from '@/features/settings';
import { endpointName } from '../lib/endpoint-names';
import { errorDisplay } from '../lib/error-display';

/** The endpoint a key is set for when the chat has not said yet (its default). */
const DEFAULT_ENDPOINT = 'openAI';

/**
 * A failed reply, in the red bordered box (spec section 8, the client's getError). A key problem names
 * the button that fixes it, and in a live chat (`endpoint` given) that button is right here.
 */
export function ErrorMessage({ text, endpoint }: { text: string; endpoint?: string | null }) {
  const { t } = useTranslation();
  const [settingKey, setSettingKey] = useState(false);
  const display = errorDisplay(text);
  const keyEndpoint = endpoint ?? DEFAULT_ENDPOINT;
  const name = endpointName(keyEndpoint, t);
  const action = t('settings.token.set_for', { endpoint: name });
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm text-ink"
    >
      <AlertIcon className="mt-0.5 shrink-0 text-danger" width={18} height={18} />
      <div className="min-w-0 break-words">
        {display.kind === 'generic' ? (
          <>
            <p>{t('chat.errors.generic')}</p>
            {display.detail ? (
              <p className="mt-1 whitespace-pre-wrap text-ink-muted">{display.detail}</p>
            ) : null}
          </>
        ) : (
          <>
            <p>{t(`chat.errors.${display.kind}`, { action })}</p>
            {endpoint !== undefined ? (
              <>
                <Button size="sm" variant="secondary" className="mt-2" onClick={() => setSettingKey(true)}>
                  {action}
                </Button>
                <TokenDialog
                  endpoint={keyEndpoint}
                  endpointName={name}
                  open={settingKey}
                  onClose={() => setSettingKey(false)}
                />
              </>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
