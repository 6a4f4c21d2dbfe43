import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { CollectedImage } from '../api/image-collection';
import type { PendingImage } from '../lib/pending-image';
import { ImageTile, type ImageTileProps } from './image-tile';
import { PendingTile } from './pending-tile';

const GAP = 8;
const MIN_TILE = 140;
/** Before layout is known (a test DOM) the grid assumes this size, so tiles still render. */
const FALLBACK_RECT = { width: 640, height: 420 };

function observeRectOrFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => callback(rect.width > 0 ? rect : FALLBACK_RECT));
}

type Tile = { kind: 'pending'; pending: PendingImage } | { kind: 'image'; image: CollectedImage };

export interface ImageGridProps extends Omit<ImageTileProps, 'image'> {
  images: CollectedImage[];
  pending: PendingImage | null;
}

/**
 * The collection's grid, at most 420 px high (spec section 9). Only the rows in and near view are in
 * the page, so a few hundred images keep a small DOM and only a few dozen pictures are decoded.
 */
export function ImageGrid({ images, pending, ...actions }: ImageGridProps) {
  const { t } = useTranslation('imagegen');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_RECT.width);
  const tiles: Tile[] = [
    ...(pending ? [{ kind: 'pending', pending } as const] : []),
    ...images.map((image) => ({ kind: 'image', image }) as const),
  ];
  const columns = Math.max(2, Math.floor((width + GAP) / (MIN_TILE + GAP)));
  const tileSize = (width - GAP * (columns - 1)) / columns;
  const rowCount = Math.ceil(tiles.length / columns);

  // The virtualizer re-renders the grid itself; the compiler leaving this component alone is intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => tileSize + GAP,
    overscan: 2,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, callback) =>
      observeRectOrFallback(instance, (rect) => {
        setWidth(rect.width);
        callback(rect);
      }),
  });
  useEffect(() => virtualizer.measure(), [virtualizer, tileSize]);

  return (
    <div
      ref={scrollRef}
      role="list"
      aria-label={t('collection')}
      tabIndex={-1}
      className="max-h-[420px] overflow-y-auto overscroll-contain rounded-xl"
    >
      <div className="relative w-full" style={{ height: Math.max(0, virtualizer.getTotalSize() - GAP) }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="absolute left-0 top-0 grid w-full"
            style={{
              transform: `translateY(${row.start}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GAP,
              height: tileSize,
            }}
          >
            {tiles.slice(row.index * columns, row.index * columns + columns).map((tile) =>
              tile.kind === 'pending' ? (
                <div role="listitem" key="pending" style={{ height: tileSize }}>
                  <PendingTile pending={tile.pending} />
                </div>
              ) : (
                <div role="listitem" key={tile.image.replicate} style={{ height: tileSize }}>
                  <ImageTile image={tile.image} {...actions} />
                </div>
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
