import { useTranslation } from '@/lib/i18n';
import type { ConfigProblem } from '@/lib/runtime-config';

/** Shown instead of the app when public/config.json is missing, malformed or invalid. */
export function ConfigErrorPage({ problem }: { problem: ConfigProblem }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-full items-center justify-center bg-surface-raised px-4 py-10">
      <div className="w-full max-w-lg rounded-2xl border border-danger bg-surface p-6 shadow-sm" role="alert">
        <h1 className="text-xl font-semibold text-ink">{t('config_error.title')}</h1>
        <p className="mt-2 text-ink-muted">{t(`config_error.${problem.kind}`)}</p>
        <pre className="mt-4 overflow-x-auto whitespace-pre-wrap rounded-lg bg-surface-sunken p-3 text-xs text-ink">
          {problem.detail}
        </pre>
        <p className="mt-4 text-sm text-ink-muted">{t('config_error.hint')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-lg bg-accent px-4 py-2 text-sm font-medium text-accent-ink hover:bg-accent-strong"
        >
          {t('config_error.retry')}
        </button>
      </div>
    </main>
  );
}
