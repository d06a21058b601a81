// The per-user data folder, the same one Electron's app.getPath('userData') gives the desktop
// app, so `npm start` and `npm run start:web` open the same store.
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_NAME = 'Rolodeck';

export function defaultDataFolder(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), APP_NAME);
}
