export * from './lib/endpoint-defaults';
export * from './lib/parameter-bounds';
export { hasSettings } from './lib/settings-fields';
export { UNTITLED_PRESET, presetApplication, type Preset } from './lib/preset';
export { AdvancedSettingsPopover } from './components/advanced-settings-popover';
export { SavePresetDialog } from './components/lazy-save-preset-dialog';
export { PresetsMenu } from './components/presets-menu';
