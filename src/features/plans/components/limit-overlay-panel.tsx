import { useId, type ReactNode } from 'react';

/**
 * The frame of a generator's plan overlay: a titled region over the nearest positioned ancestor
 * (GeneratorLimitGate places it and makes what is under it inert), its text and its actions.
 */
export function LimitOverlayPanel({
  title,
  body,
  figures,
  children,
}: {
  title: string;
  body: string;
  /** A line of this month's figures, where they agree with the title. */
  figures?: string | null;
  /** The actions, one under the other. */
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div
      role="region"
      aria-labelledby={titleId}
      className="absolute inset-0 z-10 flex items-start justify-center rounded-2xl bg-surface/80 p-4 backdrop-blur-sm motion-safe:animate-fade-in"
    >
      {/* Near the top and sticky: on a phone the covered screen is several screens tall, and a centred
          panel would sit below the fold. */}
      <div className="sticky top-4 mt-6 w-full max-w-sm rounded-2xl border border-line bg-surface p-6 text-center shadow-lg md:mt-24">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{body}</p>
        {figures ? <p className="mt-2 text-sm font-medium tabular-nums text-ink">{figures}</p> : null}
        <div className="mt-5 flex flex-col items-center gap-2">{children}</div>
      </div>
    </div>
  );
}
