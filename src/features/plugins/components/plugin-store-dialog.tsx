import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/features/auth';
import { usePluginsQuery, type Plugin } from '../api/get-plugins';
import { useUpdateUserPlugins, type PluginAction } from '../api/update-user-plugins';
import { useElementWidth } from '../hooks/use-element-width';
import { useTimedMessage } from '../hooks/use-timed-message';
import { needsAuthForm } from '../lib/plugin-auth-rules';
import { PLUGIN_ERROR_MS } from '../lib/plugin-errors';
import { clampPage, pageCount, pageItems, pluginGridColumns, pluginPageSize } from '../lib/plugin-pages';
import { announcePluginUninstalled } from '../lib/selected-tools';
import { PluginAuthForm } from './plugin-auth-form';
import { PluginCard } from './plugin-card';
import { PluginPagination } from './plugin-pagination';

export interface PluginStoreDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The server's `{message}` (the API client puts it on the error). */
const errorText = (error: unknown): string => (error instanceof Error ? error.message : '');

function PluginStore() {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const plugins = usePluginsQuery();
  const update = useUpdateUserPlugins();
  const [gridRef, width] = useElementWidth();
  const [page, setPage] = useState(1);
  const [authPlugin, setAuthPlugin] = useState<Plugin | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [error, showError] = useTimedMessage(PLUGIN_ERROR_MS);
  const installed = new Set(user?.plugins ?? []);

  const run = async (action: PluginAction) => {
    setBusyKey(action.pluginKey);
    try {
      await update.mutateAsync(action);
      if (action.action === 'uninstall') announcePluginUninstalled(action.pluginKey);
    } catch (failure) {
      showError(errorText(failure));
      throw failure;
    } finally {
      setBusyKey(null);
    }
  };

  const install = (plugin: Plugin) => {
    if (needsAuthForm(plugin)) setAuthPlugin(plugin);
    else void run({ pluginKey: plugin.pluginKey, action: 'install', auth: null }).catch(() => undefined);
  };
  const uninstall = (plugin: Plugin) =>
    void run({ pluginKey: plugin.pluginKey, action: 'uninstall', auth: null }).catch(() => undefined);

  if (plugins.isPending) return <Spinner label={t('common.loading')} />;
  if (plugins.isError) return <Alert>{t('plugins.load_failed')}</Alert>;

  const list = plugins.data;
  const size = pluginPageSize(width);
  const current = clampPage(page, list.length, size);
  const shown = pageItems(list, current, size);

  return (
    <div ref={gridRef} className="flex flex-col gap-4">
      {error !== null ? (
        <Alert>
          {t('plugins.auth_error')} {error}
        </Alert>
      ) : null}
      {authPlugin ? (
        <PluginAuthForm
          key={authPlugin.pluginKey}
          plugin={authPlugin}
          onCancel={() => setAuthPlugin(null)}
          onSubmit={async (auth) => {
            await run({ pluginKey: authPlugin.pluginKey, action: 'install', auth });
            setAuthPlugin(null);
          }}
        />
      ) : null}
      <ul
        aria-label={t('plugins.list')}
        className="grid gap-3"
        style={{ gridTemplateColumns: `repeat(${pluginGridColumns(width)}, minmax(0, 1fr))` }}
      >
        {shown.map((plugin) => (
          <PluginCard
            key={plugin.pluginKey}
            plugin={plugin}
            installed={installed.has(plugin.pluginKey)}
            busy={busyKey === plugin.pluginKey}
            onInstall={install}
            onUninstall={uninstall}
          />
        ))}
      </ul>
      <PluginPagination page={current} pages={pageCount(list.length, size)} onPage={setPage} />
    </div>
  );
}

/** The plugin store: a paged grid of plugins to install (with their key form) or uninstall. */
export function PluginStoreDialog({ open, onClose }: PluginStoreDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame open={open} onClose={onClose} title={t('plugins.store_title')} width="xl">
      {open ? <PluginStore /> : null}
    </DialogFrame>
  );
}
