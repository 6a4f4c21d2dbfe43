import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface HistoryDeleteConfirmProps {
  title: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The inline 'Delete this chat?' step under a history row; Escape or Cancel keeps the chat. */
export function HistoryDeleteConfirm({ title, deleting, onConfirm, onCancel }: HistoryDeleteConfirmProps) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };
  return (
    <div
      role="group"
      aria-label={t('history.delete_chat', { title })}
      className="mx-1 mb-1 mt-0.5 flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface px-2 py-1.5 text-xs text-ink"
    >
      <span className="flex-1">{t('history.delete_question')}</span>
      <button
        ref={confirmRef}
        type="button"
        disabled={deleting}
        onClick={onConfirm}
        onKeyDown={escape}
        className="rounded-md bg-danger px-2 py-1 font-medium text-ink-inverse hover:opacity-90 disabled:opacity-50"
      >
        {t('history.delete_confirm')}
      </button>
      <button
        type="button"
        onClick={onCancel}
        onKeyDown={escape}
        className="rounded-md border border-line px-2 py-1 text-ink hover:bg-surface-sunken"
      >
        {t('history.delete_cancel')}
      </button>
    </div>
  );
}
