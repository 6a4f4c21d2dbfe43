import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { useOpenSettingsDialog } from '@/features/settings';
import { isApple } from '@/lib/apple-keys';
import { shortcutFor } from '../lib/shortcuts';

/**
 * The keyboard shortcuts of every app page. Only the key check loads with the page; what a shortcut does
 * loads the first time one is pressed (the key's own action is prevented at once).
 */
export function useShortcuts(sidebarOpen: boolean, setSidebarOpen: (open: boolean) => void): void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const openDialog = useOpenSettingsDialog();
  useEffect(() => {
    const apple = isApple();
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutFor(event, apple);
      if (!shortcut) return;
      if (shortcut !== 'stop') event.preventDefault();
      const context = { navigate, sidebarOpen, setSidebarOpen, t, openDialog };
      void import('../lib/run-shortcut').then((module) => module.runShortcut(shortcut, context));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, sidebarOpen, setSidebarOpen, t, openDialog]);
}
