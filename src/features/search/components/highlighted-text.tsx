import { memo, useMemo } from 'react';
import { excerptSegments, highlightSegments } from '../lib/highlight';

/** A message hit's excerpt with the server's `**match**` marks shown as <mark>. */
export const HighlightedText = memo(function HighlightedText({
  text,
  query,
}: {
  text: string;
  query: string;
}) {
  const segments = useMemo(() => excerptSegments(highlightSegments(text, query)), [text, query]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded bg-accent/20 px-0.5 text-ink">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
});
