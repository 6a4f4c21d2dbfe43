import type { ReactNode } from 'react';

const TONES = {
  error: 'border-danger bg-danger-soft text-danger',
  info: 'border-line bg-surface-raised text-ink',
  success: 'border-success text-success',
} as const;

export function Alert({ tone = 'error', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}
