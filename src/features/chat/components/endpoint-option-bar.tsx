import { memo, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { KeyIcon } from '@/components/ui/option-icons';
import { showToast } from '@/components/ui/toast-store';
import { useAuthContext } from '@/features/auth';
import { useEndpointsQuery } from '@/features/models';
import {
  ToolsSelect,
  onPluginUninstalled,
  readLastSelectedTools,
  useOpenPluginStore,
  toolsOf,
  withoutTool,
  writeLastSelectedTools,
  type ToolRef,
} from '@/features/plugins';
import {
  AdvancedSettingsPopover,
  PresetsMenu,
  SavePresetDialog,
  endpointDefaults,
  hasSettings,
  presetApplication,
  UNTITLED_PRESET,
  type Preset,
} from '@/features/presets';
import { TokenDialog, isUserProvided, needsTokenFirst, useEndpointToken } from '@/features/settings';
import { useChatActions } from '../hooks/use-chat-actions';
import type { ChatModel } from '../lib/conversation-record';
import { useEndpointChoices, type EndpointChoice } from '../hooks/use-endpoint-choices';
import { endpointName } from '../lib/endpoint-names';
import { PLUGINS_ENDPOINT, withTools } from '../lib/conversation-tools';
import { useConversation, useConversationId } from '../state/chat-hooks';
import { EndpointChoices } from './endpoint-choices';

/**
 * The endpoint option bar above the input: presets (and, in a fresh chat, the endpoints), the
 * plugins of the gptPlugins endpoint, the advanced settings and the user's key where one is needed.
 * Everything set here lands in the conversation and applies to the next request. A memo: typing in the
 * input below does not render it again.
 */
export const EndpointOptionBar = memo(function EndpointOptionBar({
  model,
  isGuest,
}: {
  model: ChatModel;
  isGuest: boolean;
}) {
  const { t } = useTranslation();
  const actions = useChatActions();
  const { updateOptions, read } = actions;
  const { isAuthenticated } = useAuthContext();
  const conversation = useConversation();
  const isNewChat = useConversationId() === null;
  const endpoints = useEndpointsQuery();
  const { choices, mayUse } = useEndpointChoices();
  const openPluginStore = useOpenPluginStore();
  const token = useEndpointToken(model.endpoint);
  const [saving, setSaving] = useState(false);
  const [tokenFor, setTokenFor] = useState<string | null>(null);
  const values = (withTools(model.endpoint, conversation as Record<string, unknown> | null) ?? {}) as Record<
    string,
    unknown
  >;
  const signedIn = isAuthenticated && !isGuest;
  const config = endpoints.data?.[model.endpoint];
  const isPlugins = model.endpoint === PLUGINS_ENDPOINT;
  const name = endpointName(model.endpoint, t);

  // An uninstalled plugin leaves this conversation's tools too (spec section 4, 'Plugins').
  useEffect(
    () =>
      onPluginUninstalled((pluginKey) => {
        const conversation = read().conversation as Record<string, unknown> | null;
        const tools = toolsOf(withTools(model.endpoint, conversation)?.tools);
        if (tools.some((tool) => tool.pluginKey === pluginKey)) {
          updateOptions({ tools: withoutTool(tools, pluginKey) });
        }
      }),
    [read, updateOptions, model.endpoint],
  );

  // Another endpoint starts from its own defaults (its bounds may be narrower).
  const choose = (choice: { endpoint: string; model: string }) => {
    const fresh = choice.endpoint === model.endpoint ? {} : (endpointDefaults(choice.endpoint) ?? {});
    const tools = choice.endpoint === PLUGINS_ENDPOINT ? { tools: readLastSelectedTools() } : {};
    actions.chooseModel(choice);
    updateOptions({ ...fresh, ...tools, endpoint: choice.endpoint, model: choice.model });
  };

  const apply = (preset: Preset) => {
    const result = presetApplication(preset, model, { isNewChat, mayUse });
    if (result.choice) choose(result.choice);
    updateOptions(result.options);
    showToast({ message: t('presets.applied', { name: preset.title || UNTITLED_PRESET }), kind: 'success' });
  };

  const setTools = (tools: ToolRef[]) => {
    writeLastSelectedTools(tools);
    updateOptions({ tools });
  };

  if (!signedIn && !hasSettings(model.endpoint)) return null;

  return (
    <div role="group" aria-label={t('presets.option_bar')} className="flex flex-wrap items-center gap-1.5">
      {signedIn ? (
        <PresetsMenu label={name} onApply={apply} onSaveAs={() => setSaving(true)}>
          {(close) =>
            isNewChat ? (
              <EndpointChoices
                current={model.endpoint}
                choices={choices}
                onChoose={(choice: EndpointChoice) => {
                  choose(choice);
                  close();
                }}
                onSetToken={(endpoint) => {
                  close();
                  setTokenFor(endpoint);
                }}
              />
            ) : null
          }
        </PresetsMenu>
      ) : null}
      {signedIn && isPlugins ? (
        <ToolsSelect selected={toolsOf(values.tools)} onChange={setTools} onOpenStore={openPluginStore} />
      ) : null}
      {hasSettings(model.endpoint) ? (
        <AdvancedSettingsPopover endpoint={model.endpoint} values={values} onChange={updateOptions} />
      ) : null}
      {signedIn && isUserProvided(config) ? (
        needsTokenFirst(model.endpoint, config, token) ? (
          <button
            type="button"
            onClick={() => setTokenFor(model.endpoint)}
            className="flex items-center gap-1.5 rounded-lg bg-accent px-2.5 py-1.5 text-xs font-semibold text-accent-ink hover:bg-accent-strong"
          >
            <KeyIcon width={16} height={16} />
            {t('settings.token.set_first')}
          </button>
        ) : (
          <button
            type="button"
            aria-label={t('settings.token.set_for', { endpoint: name })}
            title={t('settings.token.set_for', { endpoint: name })}
            onClick={() => setTokenFor(model.endpoint)}
            className="rounded-lg p-1.5 text-ink hover:bg-surface-sunken"
          >
            <KeyIcon width={16} height={16} />
          </button>
        )
      ) : null}
      {signedIn ? (
        <>
          <SavePresetDialog
            open={saving}
            onClose={() => setSaving(false)}
            current={model}
            conversation={conversation}
          />
          <TokenDialog
            endpoint={tokenFor ?? model.endpoint}
            endpointName={endpointName(tokenFor ?? model.endpoint, t)}
            open={tokenFor !== null}
            onClose={() => setTokenFor(null)}
          />
        </>
      ) : null}
    </div>
  );
});
