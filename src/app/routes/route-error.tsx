import { Component, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router-dom';

/** Whatever a screen throws ends here: a readable page with a way back, never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 bg-surface px-6 py-12 text-center">
      <h1 className="text-2xl font-semibold text-ink">{t('errors.page_title')}</h1>
      <p className="max-w-md text-ink-muted">{t('errors.page_body')}</p>
      {detail ? <p className="max-w-md break-words text-sm text-ink-muted">{detail}</p> : null}
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink hover:bg-accent-strong"
        >
          {t('errors.reload')}
        </button>
        <a
          href="/chat/new"
          className="rounded-lg border border-line px-4 py-2 font-medium text-ink hover:bg-surface-raised"
        >
          {t('errors.new_chat')}
        </a>
      </div>
    </main>
  );
}

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { error: unknown; pathname: string } | null;

class ErrorBoundary extends Component<BoundaryProps, { failed: BoundaryState }> {
  override state: { failed: BoundaryState } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error, pathname: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: BoundaryState }) {
    if (!state.failed) return null;
    // The failure belongs to the page it happened on: moving to another page clears it.
    if (!state.failed.pathname) return { failed: { ...state.failed, pathname: props.pathname } };
    return state.failed.pathname === props.pathname ? null : { failed: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}

/** Shows `RouteError` in place of `children` when they throw, until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary pathname={pathname}>{children}</ErrorBoundary>;
}
