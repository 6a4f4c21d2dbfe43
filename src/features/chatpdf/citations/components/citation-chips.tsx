import { useTranslation } from '@/lib/i18n';
import { DocumentIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/i18n';
import type { Citation } from '../lib/citations';

/** A reply's sources: one chip a page; a click shows that page with the passage marked. */
export function CitationChips({
  citations,
  onOpen,
}: {
  citations: Citation[];
  onOpen: (citation: Citation) => void;
}) {
  const { t, i18n } = useTranslation('chatpdf');
  if (citations.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
      <span className="text-ink-muted">{t('citations.sources')}</span>
      {citations.map((citation) => {
        const page = formatNumber(citation.page, i18n.language);
        return (
          <button
            key={citation.page}
            type="button"
            onClick={() => onOpen(citation)}
            aria-label={t('citations.show_page', { page })}
            className="inline-flex items-center gap-1 rounded-full border border-line bg-surface px-2 py-0.5 font-medium text-ink hover:border-accent hover:bg-surface-sunken"
          >
            <DocumentIcon width={12} height={12} aria-hidden="true" />
            {t('citations.page_chip', { page })}
          </button>
        );
      })}
    </div>
  );
}
