import { useEffect, useRef, type ReactNode } from 'react';
import { useGeneratorLimit } from '../hooks/use-generator-limit';
import type { GeneratorKind } from '../lib/generator-usage';
import type { Tier } from '../lib/tier';
import { MonthlyLimitOverlay } from './monthly-limit-overlay';

/**
 * Wraps a generator's screen: when this month's image or video limit is reached, the monthly-limit
 * overlay covers it and the screen underneath can be neither clicked nor reached by keyboard. A
 * screen may cover itself the same way with an overlay of its own (`cover`, given the plan's tier),
 * for a state that is not a reached limit.
 */
export function GeneratorLimitGate({
  kind,
  blocked = false,
  cover,
  children,
}: {
  kind: GeneratorKind;
  /** The screen's own check says no (an 'invalid' access answer), whatever the usage reads. */
  blocked?: boolean;
  /** An overlay of the screen's own, shown when the limit is not reached; null shows none. */
  cover?: ((tier: Tier) => ReactNode) | null;
  children: ReactNode;
}) {
  const limit = useGeneratorLimit(kind);
  const reached = limit.reached || blocked;
  const { tier } = limit;
  const covered = reached || Boolean(cover);
  const content = useRef<HTMLDivElement>(null);
  // React 18 does not know the inert attribute yet.
  useEffect(() => {
    content.current?.toggleAttribute('inert', covered);
  }, [covered]);
  return (
    <div className={`relative ${covered ? 'min-h-[22rem]' : ''}`}>
      <div ref={content} aria-hidden={covered || undefined}>
        {children}
      </div>
      {reached ? (
        <MonthlyLimitOverlay tier={tier} kind={kind} usage={limit.usage} />
      ) : cover ? (
        cover(tier)
      ) : null}
    </div>
  );
}
