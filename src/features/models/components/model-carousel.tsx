import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import type { CatalogueEntry } from '../lib/catalogue';
import { SLUG_LABELS } from '../lib/labels';
import type { ModelSlug } from '../lib/slugs';
import type { HeaderEntry } from '../hooks/use-header-entries';
import { RowPlaceholder } from './row-placeholder';

type Props = {
  entries: HeaderEntry[];
  current: ModelSlug | null;
  onChoose: (entry: CatalogueEntry) => void;
};

const SCROLL_STEP_PX = 160;
const CHIP = 'whitespace-nowrap rounded-full border px-3 py-1 text-sm font-medium';
const ARROW = 'shrink-0 rounded-full p-1.5 text-ink-muted hover:bg-surface-sunken hover:text-ink';

/** Narrow screens: the header entries as a row of buttons that scrolls sideways. */
export function ModelCarousel({ entries, current, onChoose }: Props) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });
  // Arrows only when the buttons overflow, and each only while there is more on its side.
  const [room, setRoom] = useState({ overflows: false, back: false, forward: false });
  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const overflows = element.scrollWidth > element.clientWidth + 1;
    const back = element.scrollLeft > 1;
    const forward = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setRoom((old) =>
      old.overflows === overflows && old.back === back && old.forward === forward
        ? old
        : { overflows, back, forward },
    );
  }, []);
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first call comes after the browser's own layout of the frame: measuring here
    // would force that layout in the middle of the page's first commit.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <section
      aria-label={t('models.tabs_label')}
      aria-busy={entries.length === 0 || undefined}
      data-testid="model-carousel"
      className="flex items-center gap-1 border-b border-line bg-surface px-1 py-1.5"
    >
      {room.overflows ? (
        <button
          type="button"
          aria-label={t('models.scroll_back')}
          onClick={() => scroll(-1)}
          className={`${ARROW} ${room.back ? '' : 'invisible'}`}
        >
          <ChevronLeftIcon width={16} height={16} />
        </button>
      ) : null}
      <ul
        ref={track}
        onScroll={measure}
        className="flex min-w-0 flex-1 snap-x gap-1.5 overflow-x-auto [scrollbar-width:none]"
      >
        {entries.length === 0 ? (
          <li className="snap-start">
            <RowPlaceholder className={CHIP} />
          </li>
        ) : null}
        {entries.map((item) => {
          const active = item.slug === current;
          return (
            <li key={item.slug} className="snap-start">
              <button
                type="button"
                aria-pressed={active}
                disabled={item.access.state === 'disabled'}
                onClick={() => onChoose(item.entry)}
                className={`${CHIP} ${
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
      {room.overflows ? (
        <button
          type="button"
          aria-label={t('models.scroll_forward')}
          onClick={() => scroll(1)}
          className={`${ARROW} ${room.forward ? '' : 'invisible'}`}
        >
          <ChevronRightIcon width={16} height={16} />
        </button>
      ) : null}
    </section>
  );
}
