import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import type { CatalogueEntry } from '../lib/catalogue';
import { SLUG_LABELS } from '../lib/labels';
import type { ModelSlug } from '../lib/slugs';
import type { HeaderEntry } from '../hooks/use-header-entries';

type Props = {
  entries: HeaderEntry[];
  current: ModelSlug | null;
  onChoose: (entry: CatalogueEntry) => void;
};

const SCROLL_STEP_PX = 160;
const ARROW = 'shrink-0 rounded-full p-1.5 text-ink-muted hover:bg-surface-sunken hover:text-ink';

/** Narrow screens: the header entries as a row of buttons that scrolls sideways. */
export function ModelCarousel({ entries, current, onChoose }: Props) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });
  return (
    <div
      role="group"
      aria-label={t('models.tabs_label')}
      data-testid="model-carousel"
      className="flex items-center gap-1 border-b border-line bg-surface px-1 py-1.5"
    >
      <button type="button" aria-label={t('models.scroll_back')} onClick={() => scroll(-1)} className={ARROW}>
        <ChevronLeftIcon width={16} height={16} />
      </button>
      <ul ref={track} className="flex min-w-0 flex-1 snap-x gap-1.5 overflow-x-auto [scrollbar-width:none]">
        {entries.map((item) => {
          const active = item.slug === current;
          return (
            <li key={item.slug} className="snap-start">
              <button
                type="button"
                aria-pressed={active}
                disabled={item.access.state === 'disabled'}
                onClick={() => onChoose(item.entry)}
                className={`whitespace-nowrap rounded-full border px-3 py-1 text-sm font-medium ${
                  active
                    ? 'border-accent bg-accent text-accent-ink'
                    : 'border-line text-ink hover:bg-surface-sunken'
                }`}
              >
                {t(SLUG_LABELS[item.slug].nameKey)}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        aria-label={t('models.scroll_forward')}
        onClick={() => scroll(1)}
        className={ARROW}
      >
        <ChevronRightIcon width={16} height={16} />
      </button>
    </div>
  );
}
