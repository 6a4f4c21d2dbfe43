import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import type { Plugin } from '../api/get-plugins';
import { safeUrl } from '@/lib/url/safe-url';

export interface PluginCardProps {
  plugin: Plugin;
  installed: boolean;
  busy: boolean;
  onInstall: (plugin: Plugin) => void;
  onUninstall: (plugin: Plugin) => void;
}

/** One plugin of the store: icon, name, description and its install or uninstall button. */
export function PluginCard({ plugin, installed, busy, onInstall, onUninstall }: PluginCardProps) {
  const { t } = useTranslation();
  return (
    <li className="flex min-h-[8.5rem] flex-col gap-2 rounded-xl border border-line bg-surface p-3">
      <div className="flex items-center gap-3">
        {safeUrl(plugin.icon, 'image') ? (
          <img
            src={safeUrl(plugin.icon, 'image')}
            alt=""
            width={40}
            height={40}
            className="h-10 w-10 shrink-0 rounded-lg"
          />
        ) : (
          <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-lg bg-surface-sunken" />
        )}
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <h3 className="truncate text-sm font-semibold text-ink">{plugin.name}</h3>
          {installed ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={t('plugins.uninstall_named', { name: plugin.name })}
              onClick={() => onUninstall(plugin)}
              className="!px-2.5 !py-1 text-xs"
            >
              {t('plugins.uninstall')}
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={busy}
              aria-label={t('plugins.install_named', { name: plugin.name })}
              onClick={() => onInstall(plugin)}
              className="!px-2.5 !py-1 text-xs"
            >
              {t('plugins.install')}
            </Button>
          )}
        </div>
      </div>
      {plugin.description ? (
        <p className="line-clamp-3 text-xs text-ink-muted">{plugin.description}</p>
      ) : null}
    </li>
  );
}
