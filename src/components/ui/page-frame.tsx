import type { ReactNode } from 'react';

/** The frame of a tool page: heading, lead text and the page's content. */
export function PageFrame({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 md:py-12">
      <header>
        <h1 className="text-2xl font-semibold text-ink md:text-3xl">{title}</h1>
        {lead ? <p className="mt-2 text-ink-muted">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
