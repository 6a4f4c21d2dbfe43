export * from './lib/endpoint-defaults';
export * from './lib/parameter-bounds';
export { settingsFields, hasSettings, type SettingsFields } from './lib/settings-fields';
export {
  DEFAULT_PRESET_NAME,
  UNTITLED_PRESET,
  buildPreset,
  presetApplication,
  presetSummary,
  type ModelChoice,
  type Preset,
  type PresetApplication,
} from './lib/preset';
export { usePresetsQuery, getPresets, presetsQueryOptions } from './api/get-presets';
export { useSavePreset, savePreset } from './api/save-preset';
export { useDeletePreset, deletePreset } from './api/delete-preset';
export {
  AdvancedSettingsPopover,
  type AdvancedSettingsPopoverProps,
} from './components/advanced-settings-popover';
export { SavePresetDialog, type SavePresetDialogProps } from './components/save-preset-dialog';
export { PresetsMenu, type PresetsMenuProps } from './components/presets-menu';
