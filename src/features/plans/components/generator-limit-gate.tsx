import { useEffect, useRef, type ReactNode } from 'react';
import { useGeneratorLimit } from '../hooks/use-generator-limit';
import type { GeneratorKind } from '../lib/generator-usage';
import { MonthlyLimitOverlay } from './monthly-limit-overlay';

/**
 * Wraps a generator's screen: when this month's image or video limit is reached, the monthly-limit
 * overlay covers it and the screen underneath can be neither clicked nor reached by keyboard.
 */
export function GeneratorLimitGate({
  kind,
  blocked = false,
  children,
}: {
  kind: GeneratorKind;
  /** The screen's own check says no (an 'invalid' access answer), whatever the usage reads. */
  blocked?: boolean;
  children: ReactNode;
}) {
  const limit = useGeneratorLimit(kind);
  const reached = limit.reached || blocked;
  const { tier } = limit;
  const content = useRef<HTMLDivElement>(null);
  // React 18 does not know the inert attribute yet.
  useEffect(() => {
    content.current?.toggleAttribute('inert', reached);
  }, [reached]);
  return (
    <div className={`relative ${reached ? 'min-h-[22rem]' : ''}`}>
      <div ref={content} aria-hidden={reached || undefined}>
        {children}
      </div>
      {reached ? <MonthlyLimitOverlay tier={tier} kind={kind} usage={limit.usage} /> : null}
    </div>
  );
}
