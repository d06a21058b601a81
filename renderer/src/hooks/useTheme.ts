// Applies the theme setting: "system" follows prefers-color-scheme, otherwise light or dark.
import { useEffect } from 'react';
import { useSettings } from '../stores/settingsStore';

export function useTheme(): void {
  const theme = useSettings((s) => s.settings?.theme ?? 'system');
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') root.removeAttribute('data-theme');
    else root.setAttribute('data-theme', theme);
  }, [theme]);
}
