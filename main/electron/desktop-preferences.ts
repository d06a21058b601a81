// Desktop-only preferences (not part of the synced settings): whether to show a notification
// when a task comes due. A small JSON file in the data folder.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface DesktopPreferences {
  dueTaskNotifications: boolean;
}

export const PREFERENCES_FILE = 'desktop-preferences.json';
export const DEFAULT_PREFERENCES: DesktopPreferences = { dueTaskNotifications: true };

export function loadPreferences(file: string): DesktopPreferences {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return {
      dueTaskNotifications: typeof raw.dueTaskNotifications === 'boolean' ? raw.dueTaskNotifications : DEFAULT_PREFERENCES.dueTaskNotifications,
    };
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

export function savePreferences(file: string, preferences: DesktopPreferences): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(preferences, null, 2)}\n`);
  renameSync(temp, file);
}
