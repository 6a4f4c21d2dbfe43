import { useTranslation } from '@/lib/i18n';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import type { CSSProperties } from 'react';
import type { AspectRatio } from '../lib/flux-options';
import { cssAspect, type PendingImage } from '../lib/pending-image';

/** Wide ratios fill the tile's width, tall ones its height. */
function boxStyle(ratio: AspectRatio): CSSProperties {
  const [a, b] = ratio.split(':').map(Number) as [number, number];
  return a >= b
    ? { aspectRatio: cssAspect(ratio), width: '100%' }
    : { aspectRatio: cssAspect(ratio), height: '100%' };
}

/** The placeholder of the image being generated: a pulsing card of the chosen ratio with the time so far. */
export function PendingTile({ pending }: { pending: PendingImage }) {
  const { t } = useTranslation('imagegen');
  const seconds = useElapsedSeconds(pending.startedAt);
  return (
    <div
      role="status"
      aria-label={t('generating_status', { prompt: pending.prompt })}
      className="flex h-full w-full items-center justify-center rounded-xl bg-surface-sunken p-3"
    >
      <div
        className="flex max-h-full max-w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-accent bg-surface p-2 text-center motion-safe:animate-pulse"
        style={boxStyle(pending.aspectRatio)}
      >
        <span className="text-xs font-medium text-ink">{pending.aspectRatio}</span>
        <span className="text-xs text-ink-muted">{t('elapsed', { count: seconds })}</span>
      </div>
    </div>
  );
}
