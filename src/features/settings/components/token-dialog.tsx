import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast-store';
import {
  buildAzureToken,
  isAzureTokenComplete,
  parseAzureToken,
  readEndpointToken,
  saveEndpointToken,
} from '../lib/endpoint-token';
import { AzureTokenFields } from './azure-token-fields';
import { GoogleKeyImport } from './google-key-import';

export interface TokenDialogProps {
  /** The endpoint whose key is set, e.g. 'azureOpenAI' or 'google'. */
  endpoint: string;
  /** Its display name, for the title. */
  endpointName: string;
  open: boolean;
  onClose: () => void;
}

function TokenForm({ endpoint, onClose }: Pick<TokenDialogProps, 'endpoint' | 'onClose'>) {
  const { t } = useTranslation();
  const [stored] = useState(() => readEndpointToken(endpoint));
  const [token, setToken] = useState(endpoint === 'google' ? '' : (stored ?? ''));
  const [azure, setAzure] = useState(() => parseAzureToken(stored));
  const isAzure = endpoint === 'azureOpenAI';
  const ready = isAzure ? isAzureTokenComplete(azure) : token.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    saveEndpointToken(endpoint, isAzure ? buildAzureToken(azure) : token.trim());
    showToast({ message: t('settings.token.saved'), kind: 'success' });
    onClose();
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {isAzure ? (
        <AzureTokenFields values={azure} onChange={setAzure} />
      ) : endpoint === 'google' ? (
        <GoogleKeyImport onToken={setToken} />
      ) : (
        <TextField
          label={t('settings.token.token_label')}
          type="password"
          autoComplete="off"
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
      )}
      {stored ? <p className="text-sm text-ink-muted">{t('settings.token.stored')}</p> : null}
      <p className="text-sm font-medium text-danger">{t('settings.token.not_saved')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('settings.token.cancel')}
        </Button>
        <Button type="submit" disabled={!ready}>
          {t('settings.token.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Sets the user's own key for a `userProvide` endpoint (kept in this browser only). */
export function TokenDialog({ endpoint, endpointName, open, onClose }: TokenDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} title={t('settings.token.title', { endpoint: endpointName })}>
      {open ? <TokenForm endpoint={endpoint} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
