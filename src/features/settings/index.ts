export { useThemeSync, useThemeMode } from './hooks/use-theme';
export { ThemeOptions } from './components/theme-options';
export { LanguageSelect } from './components/language-select';
export { SettingsDialog, type SettingsDialogProps } from './components/settings-dialog';
export { ThemesDialog, type ThemesDialogProps } from './components/themes-dialog';
export { SettingsDialogs } from './components/settings-dialogs';
export { useOpenSettingsDialog, type SettingsDialogName } from './state/open-dialog';
export {
  applyTheme,
  applyDesign,
  readStoredThemeMode,
  currentDesign,
  type ThemeMode,
  type Design,
} from './lib/theme';
