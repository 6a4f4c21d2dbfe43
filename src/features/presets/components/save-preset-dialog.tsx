import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/components/ui/toast-store';
import { useSavePreset } from '../api/save-preset';
import { buildPreset, DEFAULT_PRESET_NAME, type ModelChoice } from '../lib/preset';

export interface SavePresetDialogProps {
  open: boolean;
  onClose: () => void;
  /** The model the conversation uses now. */
  current: ModelChoice;
  /** The conversation whose options are saved. */
  conversation: Readonly<Record<string, unknown>> | null;
}

function SavePresetForm({ onClose, current, conversation }: Omit<SavePresetDialogProps, 'open'>) {
  const { t } = useTranslation();
  const save = useSavePreset();
  const [name, setName] = useState(DEFAULT_PRESET_NAME);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || save.isPending) return;
    save.mutate(buildPreset(current, conversation, name), {
      onSuccess: () => {
        showToast({ message: t('presets.saved', { name: name.trim() }), kind: 'success' });
        onClose();
      },
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('presets.name_label')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={120}
      />
      <p className="text-sm text-ink-muted">{t('presets.save_hint', { model: current.model })}</p>
      {save.isError ? <Alert>{t('presets.save_failed')}</Alert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('presets.cancel')}
        </Button>
        <Button type="submit" disabled={!name.trim() || save.isPending}>
          {t('presets.save')}
        </Button>
      </div>
    </form>
  );
}

/** 'Save As Preset': names the conversation's current options and stores them on the server. */
export function SavePresetDialog({ open, onClose, current, conversation }: SavePresetDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} title={t('presets.save_title')} width="sm">
      {open ? <SavePresetForm onClose={onClose} current={current} conversation={conversation} /> : null}
    </DialogFrame>
  );
}
