import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { formatNumber, formatPercent } from '@/lib/i18n';
import { ZOOM_LEVELS, type Zoom } from '../lib/zoom';

interface PdfToolbarProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  onZoomStep: (direction: 1 | -1) => void;
  /** The scale shown now: the zoom steps stop at the ends. */
  scale: number;
  /** The hide-preview button, or the full-screen viewer's close button. */
  closeButton: ReactNode;
}

const TOOL =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-lg text-ink hover:bg-surface-sunken disabled:opacity-40';

/** Previous and next page, the page field (`N / M`), the zoom steps and fit-to-width. */
export function PdfToolbar({
  page,
  pageCount,
  onPage,
  zoom,
  onZoom,
  onZoomStep,
  scale,
  closeButton,
}: PdfToolbarProps) {
  const { t, i18n } = useTranslation('chatpdf');
  // What is being typed into the page field; null shows the page in view.
  const [typed, setTyped] = useState<string | null>(null);

  const commit = () => {
    const wanted = Number.parseInt(typed ?? '', 10);
    if (Number.isFinite(wanted)) onPage(Math.min(Math.max(wanted, 1), pageCount));
    setTyped(null);
  };

  return (
    <div
      role="toolbar"
      aria-label={t('viewer.toolbar')}
      // Wraps rather than clips: a long label (German 'Vorschau ausblenden') takes a second line.
      className="flex flex-wrap items-center gap-1 border-b border-line bg-surface px-2 py-1.5 text-sm text-ink"
    >
      <button
        type="button"
        className={TOOL}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={t('viewer.previous')}
      >
        <ChevronLeftIcon width={18} height={18} />
      </button>
      <label className="flex items-center gap-1">
        <span className="sr-only">{t('viewer.page_field', { count: pageCount })}</span>
        <input
          value={typed ?? String(page)}
          inputMode="numeric"
          size={Math.max(2, String(pageCount).length)}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'Escape') setTyped(null);
          }}
          onBlur={commit}
          className="rounded-md border border-line bg-surface px-1.5 py-0.5 text-center tabular-nums"
        />
        <span aria-hidden="true" className="whitespace-nowrap tabular-nums text-ink-muted">
          / {formatNumber(pageCount, i18n.language)}
        </span>
      </label>
      <button
        type="button"
        className={TOOL}
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('viewer.next')}
      >
        <ChevronRightIcon width={18} height={18} />
      </button>
      <span className="mx-1 h-5 w-px bg-line" aria-hidden="true" />
      <button
        type="button"
        className={`${TOOL} max-sm:hidden`}
        onClick={() => onZoomStep(-1)}
        disabled={scale <= ZOOM_LEVELS[0] + 1e-3}
        aria-label={t('viewer.zoom_out')}
      >
        −
      </button>
      <select
        value={String(zoom)}
        onChange={(event) => onZoom(event.target.value === 'fit' ? 'fit' : Number(event.target.value))}
        aria-label={t('viewer.zoom')}
        className="rounded-md border border-line bg-surface px-1.5 py-1"
      >
        <option value="fit">{t('viewer.fit_width')}</option>
        {ZOOM_LEVELS.map((level) => (
          <option key={level} value={String(level)}>
            {formatPercent(level, i18n.language)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`${TOOL} max-sm:hidden`}
        onClick={() => onZoomStep(1)}
        disabled={scale >= Math.max(...ZOOM_LEVELS) - 1e-3}
        aria-label={t('viewer.zoom_in')}
      >
        +
      </button>
      <span className="ml-auto">{closeButton}</span>
    </div>
  );
}
