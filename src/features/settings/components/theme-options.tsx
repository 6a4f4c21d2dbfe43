import { useTranslation } from '@/lib/i18n';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons';
import { useThemeMode } from '../hooks/use-theme';
import { THEME_MODES, type ThemeMode } from '../lib/theme';

const ICONS = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;
const LABELS: Record<ThemeMode, string> = {
  system: 'settings.theme_system',
  light: 'settings.theme_light',
  dark: 'settings.theme_dark',
};

/** Sync to System, Light, Dark as a radio group; reused by the settings and themes dialogs. */
export function ThemeOptions() {
  const { t } = useTranslation();
  const [mode, setMode] = useThemeMode();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{t('settings.theme')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {THEME_MODES.map((option) => {
          const Icon = ICONS[option];
          const checked = option === mode;
          return (
            <label
              key={option}
              className={`flex min-w-0 cursor-pointer flex-col items-center gap-1 rounded-lg border px-1.5 py-2 text-center text-xs hyphens-auto [overflow-wrap:anywhere] ${
                checked ? 'border-accent bg-surface-raised text-ink' : 'border-line text-ink-muted'
              }`}
            >
              <input
                type="radio"
                name="theme-mode"
                value={option}
                checked={checked}
                onChange={() => setMode(option)}
                className="sr-only"
              />
              <Icon />
              {t(LABELS[option])}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
