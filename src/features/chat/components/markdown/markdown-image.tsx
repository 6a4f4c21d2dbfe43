import type { ComponentPropsWithoutRef } from 'react';
import type { ExtraProps } from 'react-markdown';

/** Images only over http(s) (see safeMarkdownUrl), loaded lazily; a refused one shows its alt text. */
export function MarkdownImage({ src, alt, title }: ComponentPropsWithoutRef<'img'> & ExtraProps) {
  if (!src) return alt ? <span>{alt}</span> : null;
  return (
    <img
      src={src}
      alt={alt ?? ''}
      title={title}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
    />
  );
}
