// The last theme setting, kept in localStorage so the first frame already has the right colours
// (the setting itself lives in the core and arrives a moment later).
const KEY = 'rolodeck.theme';

export function applyTheme(theme: string): void {
  const root = document.documentElement;
  if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  else root.removeAttribute('data-theme');
}

export function rememberTheme(theme: string): void {
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the setting still applies.
  }
}

export function applyRememberedTheme(): void {
  try {
    applyTheme(localStorage.getItem(KEY) ?? 'system');
  } catch {
    // As above.
  }
}
