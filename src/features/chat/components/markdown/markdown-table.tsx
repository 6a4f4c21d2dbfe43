import type { ComponentPropsWithoutRef } from 'react';
import type { ExtraProps } from 'react-markdown';

/** Wide tables scroll inside their own box instead of widening the message on narrow screens. */
export function MarkdownTable({ node: _node, ...props }: ComponentPropsWithoutRef<'table'> & ExtraProps) {
  return (
    // Scrollable, so it must be reachable with the keyboard (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="md-table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
