import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { focusIfLost } from '@/lib/focus-if-lost';
import { COMPOSER_ID } from '@/lib/landmarks';
import type { Message } from '@/lib/schemas/message';
import { useChatActions } from '../hooks/use-chat-actions';

/** Inline editor: Save & Submit branches, Save updates in place, Cancel leaves the message as it was. */
export function MessageEditor({ message }: { message: Message }) {
  const { t } = useTranslation();
  const actions = useChatActions();
  const [text, setText] = useState(message.text);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = !text.trim();
  const box = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);

  // However the editor closes, the focus it held goes on: to the message box after Save & Submit (the
  // row's actions wait for the new reply), else back to the message's own actions (issue #45).
  useEffect(() => {
    const row = box.current?.closest('article');
    return () =>
      focusIfLost(
        () =>
          (submitted.current ? null : row?.querySelector<HTMLElement>('button:not(:disabled)')) ??
          document.getElementById(COMPOSER_ID),
      );
  }, []);

  const close = () => actions.setEditing(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await actions.editSave(message.messageId, text);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div ref={box} className="flex flex-col gap-2">
      <textarea
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          event.stopPropagation();
          close();
        }}
        aria-label={t('chat.edit_message')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={Math.min(12, Math.max(3, text.split('\n').length))}
        className="w-full resize-y rounded-lg border border-line bg-surface px-3 py-2 text-ink focus:border-accent focus:outline-none"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just asked to edit this message
        autoFocus
      />
      {error ? <p className="text-sm text-danger">{error}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          size="sm"
          disabled={empty || saving}
          onClick={() => {
            submitted.current = true;
            actions.editSubmit(message, text);
          }}
        >
          {t('chat.save_and_submit')}
        </Button>
        <Button size="sm" variant="secondary" disabled={empty || saving} onClick={() => void save()}>
          {t('chat.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={close}>
          {t('chat.cancel')}
        </Button>
      </div>
    </div>
  );
}
