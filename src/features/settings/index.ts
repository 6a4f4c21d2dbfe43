export { TokenDialog } from './components/lazy-token-dialog';
export { useEndpointToken } from './hooks/use-endpoint-token';
export { isUserProvided, needsTokenFirst, readEndpointToken, requestToken } from './lib/endpoint-token';
export { useThemeSync } from './hooks/use-theme';
export { SettingsDialogs } from './components/settings-dialogs';
export { useOpenSettingsDialog } from './state/open-dialog';
export { applyTheme, applyDesign, readStoredThemeMode } from './lib/theme';
