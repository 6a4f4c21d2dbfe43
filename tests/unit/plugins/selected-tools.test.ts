// @vitest-environment jsdom
import { needsAuthForm } from '@/features/plugins/lib/plugin-auth-rules';
import {
  LAST_SELECTED_TOOLS_KEY,
  announcePluginUninstalled,
  onPluginUninstalled,
  readLastSelectedTools,
  toggleTool,
  toolsOf,
  withoutTool,
  writeLastSelectedTools,
} from '@/features/plugins/lib/selected-tools';

const calculator = { pluginKey: 'calculator', name: 'Calculator' };
const wolfram = { pluginKey: 'wolfram', name: 'Wolfram' };

describe('selected tools', () => {
  it('toggles a plugin in and out by pluginKey', () => {
    const one = toggleTool([], calculator);
    expect(one).toEqual([calculator]);
    const two = toggleTool(one, wolfram);
    expect(two.map((tool) => tool.pluginKey)).toEqual(['calculator', 'wolfram']);
    expect(toggleTool(two, { pluginKey: 'calculator' })).toEqual([wolfram]);
    expect(withoutTool(two, 'wolfram')).toEqual([calculator]);
  });

  it('keeps only plugin objects from stored or conversation values', () => {
    expect(toolsOf(undefined)).toEqual([]);
    expect(toolsOf('calculator')).toEqual([]);
    expect(toolsOf([calculator, 'wolfram', null, { name: 'no key' }])).toEqual([calculator]);
    localStorage.setItem(LAST_SELECTED_TOOLS_KEY, 'not json');
    expect(readLastSelectedTools()).toEqual([]);
  });

  it('uninstalling drops the plugin from lastSelectedTools and tells open conversations', () => {
    writeLastSelectedTools([calculator, wolfram]);
    const heard: string[] = [];
    const stop = onPluginUninstalled((key) => heard.push(key));
    announcePluginUninstalled('calculator');
    stop();
    announcePluginUninstalled('wolfram');
    expect(heard).toEqual(['calculator']);
    expect(JSON.parse(localStorage.getItem(LAST_SELECTED_TOOLS_KEY) ?? 'null')).toEqual([]);
  });

  it('shows the key form first only for a plugin with auth fields that is not authenticated', () => {
    const field = { authField: 'KEY', label: 'Key' };
    expect(needsAuthForm({ authConfig: [field], authenticated: false })).toBe(true);
    expect(needsAuthForm({ authConfig: [field] })).toBe(true);
    expect(needsAuthForm({ authConfig: [field], authenticated: true })).toBe(false);
    expect(needsAuthForm({ authConfig: [] })).toBe(false);
    expect(needsAuthForm({ authConfig: null })).toBe(false);
  });
});
