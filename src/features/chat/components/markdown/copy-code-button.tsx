import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';

/** Spec: copy feedback shows for 3 s. */
const COPIED_MS = 3000;

export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation();
  // The time of the last successful copy, so that copying again restarts the 3 s.
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => setCopiedAt(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copiedAt]);

  const copy = () => {
    // navigator.clipboard is missing outside secure contexts: nothing to do there.
    if (!('clipboard' in navigator)) return;
    navigator.clipboard.writeText(code).then(
      () => setCopiedAt(Date.now()),
      () => setCopiedAt(null),
    );
  };

  const copied = copiedAt !== null;
  const Icon = copied ? CheckIcon : CopyIcon;
  return (
    <button
      type="button"
      data-copy-code=""
      onClick={copy}
      className="inline-flex min-h-6 items-center gap-1 rounded px-1.5 py-0.5 text-xs text-ink-muted transition-colors hover:bg-surface-raised hover:text-ink"
    >
      <Icon width={14} height={14} />
      <span aria-live="polite">{copied ? t('chat.markdown.copied') : t('chat.markdown.copy_code')}</span>
    </button>
  );
}
