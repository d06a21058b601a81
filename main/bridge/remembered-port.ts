// The port `start:web` used last, kept in the data folder. A browser keeps a page's storage per
// address, port included, and Rolodeck keeps unsaved forms and the wizard's work there: started
// on a new random port each time, a restart would leave that work behind under the old address.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'web-port';

/** The port recorded in `dataFolder`, or null (none yet, or not a port). */
export function rememberedPort(dataFolder: string): number | null {
  try {
    const text = readFileSync(join(dataFolder, FILE), 'utf8').trim();
    const port = /^\d{1,5}$/.test(text) ? Number(text) : 0;
    return port > 0 && port <= 65535 ? port : null;
  } catch {
    return null;
  }
}

export function rememberPort(dataFolder: string, port: number): void {
  writeFileSync(join(dataFolder, FILE), `${port}\n`, { mode: 0o600 });
}
