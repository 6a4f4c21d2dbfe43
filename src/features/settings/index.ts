export { TokenDialog, type TokenDialogProps } from './components/token-dialog';
export { useEndpointToken } from './hooks/use-endpoint-token';
export {
  TOKEN_EXEMPT_ENDPOINTS,
  isUserProvided,
  needsTokenFirst,
  readEndpointToken,
  requestToken,
  saveEndpointToken,
  tokenStorageKey,
  type EndpointTokenConfig,
} from './lib/endpoint-token';
export { parseGoogleServiceKey, checkGoogleServiceKey } from './lib/google-service-key';
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
