// Theme: follow the system, or always light, or always dark. Applies at once.
import type { Settings } from '../../../../preload/contract';
import { useSettings } from '../../stores/settingsStore';

const options: { value: Settings['theme']; label: string }[] = [
  { value: 'system', label: 'Same as the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function ThemeChoice() {
  const theme = useSettings((s) => s.settings?.theme ?? 'system');
  const save = useSettings((s) => s.save);
  const load = useSettings((s) => s.load);
  // The look changes at once; the setting is stored behind it (and reread if that fails).
  const choose = (value: Settings['theme']) => {
    useSettings.setState((s) => (s.settings ? { settings: { ...s.settings, theme: value } } : s));
    save({ theme: value }).catch(() => void load());
  };
  return (
    <fieldset className="field radio-group">
      <legend>Theme</legend>
      {options.map((o) => (
        <label key={o.value} className="radio">
          <input type="radio" name="theme" value={o.value} checked={theme === o.value} onChange={() => choose(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
