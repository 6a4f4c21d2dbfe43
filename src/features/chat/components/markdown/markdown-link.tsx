import type { ComponentPropsWithoutRef } from 'react';
import type { ExtraProps } from 'react-markdown';

/** Links from a reply open in a new tab without access to this page; a refused URL stays plain text. */
export function MarkdownLink({
  node: _node,
  href,
  children,
  ...props
}: ComponentPropsWithoutRef<'a'> & ExtraProps) {
  if (!href) return <span>{children}</span>;
  // In-page anchors (footnotes) stay in this tab.
  if (href.startsWith('#')) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...props} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}
