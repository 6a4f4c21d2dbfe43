import { useTranslation } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config';

export function SplashScreen() {
  const { t } = useTranslation();
  const { logoUrl } = useRuntimeConfig();
  return (
    <div role="status" className="flex h-full flex-col items-center justify-center gap-4 bg-surface">
      <img src={logoUrl} alt="" className="h-14 w-14 motion-safe:animate-pulse" />
      <p className="text-base font-medium text-ink-muted">{t('shell.activating')}</p>
    </div>
  );
}
