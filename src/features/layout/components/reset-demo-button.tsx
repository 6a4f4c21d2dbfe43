import { useTranslation } from '@/lib/i18n';
import { RefreshIcon } from '@/components/ui/icons';
import { setAccessToken } from '@/lib/api-client';
import { clearAllCookies } from '@/lib/cookies';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { HAS_DEMO_BACKEND } from '@/lib/runtime-config/demo-backend';
import { useResetDemoMutation } from '../api/reset-demo';

/**
 * Only in the demo build, on its mock backend: puts the demo data back as it was seeded. The check comes
 * before any of its code, so a production build (HAS_DEMO_BACKEND false at build time) drops all of it,
 * the mock's route included (the bundle budget refuses mock-only code in the app's chunks).
 */
export function ResetDemoButton() {
  const { mock } = useRuntimeConfig();
  if (!HAS_DEMO_BACKEND || !mock) return null;
  return <ResetDemo />;
}

function ResetDemo() {
  const { t } = useTranslation();
  const reset = useResetDemoMutation();
  return (
    <button
      type="button"
      disabled={reset.isPending}
      onClick={async () => {
        if (!window.confirm(t('shell.reset_demo_confirm'))) return;
        try {
          await reset.mutateAsync();
        } finally {
          setAccessToken(null);
          clearAllCookies();
          window.location.assign('/chat/new');
        }
      }}
      className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-xs text-ink-muted hover:bg-surface-sunken hover:text-ink"
    >
      <RefreshIcon width={16} height={16} /> {t('shell.reset_demo')}
    </button>
  );
}
