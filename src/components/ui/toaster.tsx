import { useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoCircleIcon } from './icons';
import {
  dismissToast,
  getToasts,
  holdToasts,
  releaseToasts,
  runToastAction,
  subscribeToToasts,
  type ToastKind,
} from './toast-store';

const KIND_STYLES: Record<ToastKind, string> = {
  info: 'border-line bg-surface-raised text-ink',
  success: 'border-success bg-surface-raised text-ink',
  error: 'border-danger bg-danger-soft text-danger',
};

const KIND_ICONS = { info: InfoCircleIcon, success: CheckCircleIcon, error: AlertCircleIcon } as const;

const ICON_COLOURS: Record<ToastKind, string> = {
  info: 'text-accent',
  success: 'text-success',
  error: 'text-danger',
};

/** Mount once near the root. The live region is always present so screen readers hear new toasts. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('common.toast.region')}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 pb-[env(safe-area-inset-bottom)]"
    >
      {toasts.map((toast) => {
        const KindIcon = KIND_ICONS[toast.kind];
        return (
          <div
            key={toast.id}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-lg border px-3 py-2.5 text-sm shadow-lg motion-safe:animate-fade-in ${KIND_STYLES[toast.kind]}`}
            onMouseEnter={holdToasts}
            onMouseLeave={releaseToasts}
            onFocus={holdToasts}
            onBlur={releaseToasts}
          >
            <KindIcon className={`mt-0.5 shrink-0 ${ICON_COLOURS[toast.kind]}`} width={18} height={18} />
            <p className="min-w-0 flex-1 break-words font-medium">{toast.message}</p>
            {toast.action ? (
              <button
                type="button"
                onClick={() => runToastAction(toast.id)}
                className="-my-1 shrink-0 rounded-md px-2 py-1 font-semibold text-accent underline-offset-2 hover:underline"
              >
                {toast.action.label}
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              aria-label={t('common.toast.dismiss')}
              className="-my-1 -mr-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md opacity-80 hover:bg-surface-sunken/60 hover:opacity-100"
            >
              <CloseIcon width={16} height={16} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
