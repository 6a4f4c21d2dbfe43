import type { ReactNode } from 'react';

/** A primary-button-looking link to the registration site, opened in a new tab. */
export function ActionLink({
  href,
  onClick,
  children,
}: {
  href: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className="inline-flex items-center justify-center rounded-lg bg-accent px-4 py-2.5 text-sm font-medium text-accent-ink hover:bg-accent-strong"
    >
      {children}
    </a>
  );
}
