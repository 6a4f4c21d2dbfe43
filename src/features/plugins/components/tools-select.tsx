import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { CheckIcon, ChevronDownIcon } from '@/components/ui/icons';
import { PuzzleIcon } from '@/components/ui/option-icons';
import { useAuthContext } from '@/features/auth';
import { usePluginsQuery } from '../api/get-plugins';
import type { ToolRef } from '../lib/selected-tools';
import { safeUrl } from '@/lib/url/safe-url';

export interface ToolsSelectProps {
  selected: readonly ToolRef[];
  onChange: (tools: ToolRef[]) => void;
  onOpenStore: () => void;
}

/** The gptPlugins endpoint's plugin choice (the user's installed plugins) and the way to the store. */
export function ToolsSelect({ selected, onChange, onOpenStore }: ToolsSelectProps) {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const plugins = usePluginsQuery();
  const installed = (plugins.data ?? []).filter((plugin) => user?.plugins?.includes(plugin.pluginKey));
  const names = selected.map((tool) => (typeof tool.name === 'string' ? tool.name : tool.pluginKey));

  return (
    <div className="flex min-w-0 items-center gap-1">
      <Listbox value={[...selected]} onChange={onChange} by="pluginKey" multiple>
        <ListboxButton
          aria-label={t('plugins.tools_label')}
          className="flex min-w-0 max-w-[14rem] items-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 py-1.5 text-xs text-ink hover:bg-surface-raised"
        >
          <span className="truncate">{names.length ? names.join(', ') : t('plugins.tools_none')}</span>
          <ChevronDownIcon width={14} height={14} className="shrink-0" />
        </ListboxButton>
        <ListboxOptions
          anchor={{ to: 'top start', gap: 6, padding: 8 }}
          className="z-50 max-h-dropdown w-64 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg focus:outline-none"
        >
          {installed.length === 0 ? (
            <p className="px-3 py-2 text-xs text-ink-muted">{t('plugins.tools_empty')}</p>
          ) : (
            installed.map((plugin) => (
              <ListboxOption
                key={plugin.pluginKey}
                value={plugin}
                className="group flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-ink data-[focus]:bg-surface-sunken"
              >
                {safeUrl(plugin.icon, 'image') ? (
                  <img src={safeUrl(plugin.icon, 'image')} alt="" className="h-5 w-5 rounded" />
                ) : null}
                <span className="flex-1 truncate">{plugin.name}</span>
                <CheckIcon width={16} height={16} className="invisible group-data-[selected]:visible" />
              </ListboxOption>
            ))
          )}
        </ListboxOptions>
      </Listbox>
      <button
        type="button"
        onClick={onOpenStore}
        className="flex items-center gap-1 rounded-lg px-2 py-1.5 text-xs text-ink hover:bg-surface-sunken"
      >
        <PuzzleIcon width={16} height={16} />
        <span>{t('plugins.store_button')}</span>
      </button>
    </div>
  );
}
