import { useTranslation } from 'react-i18next';
import { SLUG_LABELS } from '../lib/labels';
import type { ModelSlug } from '../lib/slugs';

type Props = { page: string; slug: ModelSlug };

/**
 * Where the model dropdown goes. It shows the current choice; choosing (and the gates behind it)
 * is built with the models-and-plans work. On the generators the name is fixed.
 */
export function ModelSlot({ page, slug }: Props) {
  const { t } = useTranslation();
  if (page === 'chat-pdf' || page === 'chat-pdf-conversation') return null;
  const fixed = page === 'image-gen' ? t('models.flux_pro') : page === 'video-gen' ? t('models.kling') : null;
  const label = SLUG_LABELS[slug];
  return (
    <div
      data-slot="model-dropdown"
      aria-label={t('models.current_model')}
      role="group"
      className="flex min-w-0 items-center gap-2 rounded-lg px-2 py-1 text-sm"
    >
      <span className="truncate font-semibold text-ink">{fixed ?? t(label.nameKey)}</span>
      {fixed ? null : <span className="hidden truncate text-ink-muted sm:inline">{t(label.hintKey)}</span>}
    </div>
  );
}
