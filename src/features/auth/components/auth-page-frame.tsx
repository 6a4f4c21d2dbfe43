import type { ReactNode } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';

/**
 * Card with the tenant's logo for login, registration and password pages. Anchored near the top rather
 * than centred, so a part that arrives later (the server's sign-up and social links) grows it downwards
 * without moving what is already on screen.
 */
export function AuthPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { brandName, logoUrl } = useRuntimeConfig();
  return (
    <main className="flex min-h-full flex-col items-center bg-surface-raised px-4 py-10 sm:pt-[12vh]">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <img src={logoUrl} alt="" className="h-9 w-9" />
          <span className="text-lg font-semibold text-ink">{brandName}</span>
        </div>
        <h1 className="mb-6 text-2xl font-semibold text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}
