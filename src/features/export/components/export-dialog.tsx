import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogShell } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/text-field';
import { type SiblingIndex } from '@/lib/message-tree';
import { readCookie } from '@/lib/cookies';
import { downloadBlob, openInNewTab } from '@/lib/download';
import { useRuntimeConfig } from '@/lib/runtime-config';
import type { Message } from '@/lib/schemas/message';
import { buildTextExport, isTextExportType } from '../lib/export-file';
import { exportFlatMessages } from '../lib/export-messages';
import { type ExportConversation } from '../lib/export-record';
import {
  EXPORT_DIALOG_DEFAULTS,
  effectiveOptions,
  exportFileName,
  optionRules,
  selectExportType,
  type ExportDialogState,
} from '../lib/export-types';
import { sanitizeFileName } from '../lib/file-name';
import { SESSION_COOKIE, shareLinkFor, shareRefusalKey } from '../lib/share-link';
import { ExportOptionSwitch } from './export-option-switch';
import { ExportTypeSelect } from './export-type-select';
import { ScreenshotCapture } from './screenshot-capture';

export interface ExportDialogProps {
  conversation: ExportConversation;
  /** Every message of the conversation, parents before replies (the server's flat list). */
  messages: readonly Message[];
  /** The sibling selection on screen; exports without branches follow it. */
  siblingIndex: SiblingIndex;
  /** Draws messages as the chat shows them, for the screenshot (the chat passes its static list). */
  transcript: (messages: readonly Message[]) => ReactNode;
  onClose: () => void;
}

/** The export dialog (spec section 4 'Export', contract section 6); open while mounted. */
export function ExportDialog({
  conversation,
  messages,
  siblingIndex,
  transcript,
  onClose,
}: ExportDialogProps) {
  const { t } = useTranslation();
  const { sharePassphrase } = useRuntimeConfig();
  const [state, setState] = useState<ExportDialogState>(EXPORT_DIALOG_DEFAULTS);
  const [fileName, setFileName] = useState(() => sanitizeFileName(conversation.title));
  const [capturing, setCapturing] = useState(false);
  const [failed, setFailed] = useState(false);
  const support = optionRules(state.type);
  const link =
    state.type === 'link'
      ? shareLinkFor(conversation.conversationId, readCookie(SESSION_COOKIE), sharePassphrase)
      : null;
  const setOption = (key: keyof typeof support) => (checked: boolean) =>
    setState((current) => ({ ...current, [key]: checked }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (capturing) return;
    setFailed(false);
    if (state.type === 'link') {
      if (!link?.ok) return;
      openInNewTab(link.path);
      onClose();
    } else if (state.type === 'screenshot') {
      setCapturing(true);
    } else if (isTextExportType(state.type)) {
      const options = effectiveOptions(state);
      const file = buildTextExport(state.type, fileName, { conversation, messages, siblingIndex, options });
      downloadBlob(new Blob([file.content], { type: file.mimeType }), file.fileName);
      onClose();
    }
  };

  return (
    <DialogShell
      onClose={() => !capturing && onClose()}
      title={t('export.title')}
      closeLabel={t('export.close')}
      layout="plain"
      panelClassName="max-h-full max-w-lg overflow-y-auto p-4 sm:p-6"
    >
      <div className="mt-4">
        <form onSubmit={submit} className="flex flex-col gap-4">
          {state.type === 'link' ? (
            <p className="text-sm text-ink-muted">{t('share.link_hint')}</p>
          ) : (
            <TextField
              label={t('export.file_name')}
              value={fileName}
              onChange={(event) => setFileName(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          )}
          <ExportTypeSelect
            value={state.type}
            onChange={(type) => setState((s) => selectExportType(s, type))}
          />
          <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
            <ExportOptionSwitch
              label={t('export.include_options')}
              checked={state.includeOptions}
              supported={support.includeOptions}
              onChange={setOption('includeOptions')}
            />
            <ExportOptionSwitch
              label={t('export.all_branches')}
              checked={state.branches}
              supported={support.branches}
              onChange={setOption('branches')}
            />
            <ExportOptionSwitch
              label={t('export.recursive')}
              checked={state.recursive}
              supported={support.recursive}
              onChange={setOption('recursive')}
            />
          </div>
          {link && !link.ok ? <Alert>{t(shareRefusalKey(link.reason))}</Alert> : null}
          {failed ? <Alert>{t('export.screenshot_failed')}</Alert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={capturing}>
              {t('export.cancel')}
            </Button>
            <Button type="submit" disabled={capturing || (link !== null && !link.ok)}>
              {capturing ? t('export.exporting') : t('export.export')}
            </Button>
          </div>
        </form>
      </div>
      {capturing ? (
        <ScreenshotCapture
          transcript={transcript(exportFlatMessages(messages, siblingIndex, { branches: false }))}
          onDone={(png) => {
            downloadBlob(png, exportFileName(sanitizeFileName(fileName), 'screenshot'));
            onClose();
          }}
          onError={() => {
            setCapturing(false);
            setFailed(true);
          }}
        />
      ) : null}
    </DialogShell>
  );
}
