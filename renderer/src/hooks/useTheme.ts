// Applies the theme setting: "system" follows prefers-color-scheme, otherwise light or dark.
import { useEffect } from 'react';
import { applyTheme, rememberTheme } from '../lib/themeCache';
import { useSettings } from '../stores/settingsStore';

export function useTheme(): void {
  const theme = useSettings((s) => s.settings?.theme);
  useEffect(() => {
    if (!theme) return;
    applyTheme(theme);
    rememberTheme(theme);
  }, [theme]);
}
