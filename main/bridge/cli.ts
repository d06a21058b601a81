// `npm run start:web -- [--data DIR] [--port N]`: Rolodeck in a browser, served on 127.0.0.1, on
// the port it used last for that data folder unless told another.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { defaultDataFolder } from '../core/paths';
import { rememberPort, rememberedPort } from './remembered-port';
import type { Bridge } from './server';
// The core and the bridge are imported once the command line is known good: --help and a
// mistyped option answer at once instead of after loading the whole app.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Without --port: the port of the last start (remembered-port.ts), or a free one when that is
 * taken, recorded for the next start. With --port: that port, exactly.
 */
async function startOnUsualPort(dataFolder: string, given: number | null, start: (port: number) => Promise<Bridge>): Promise<Bridge> {
  if (given !== null) return start(given);
  const usual = rememberedPort(dataFolder);
  let bridge: Bridge;
  try {
    bridge = await start(usual ?? 0);
  } catch (error) {
    if (usual === null || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    bridge = await start(0);
    // A page still open on the old address will reconnect to whatever holds that port now.
    console.log(`rolodeck: port ${usual}, used last time, is taken by another program: started on ${bridge.port}. Close pages left open on the old address.`);
  }
  if (bridge.port !== usual) rememberPort(dataFolder, bridge.port);
  return bridge;
}

const USAGE = `usage: npm run start:web -- [--data DIR] [--port N] [--set-aside-damaged-store | --restore-newest-copy]
  Rolodeck in your browser: serves it on 127.0.0.1 and prints the address to open.
  --data DIR   the data folder (default: ${defaultDataFolder()})
  --port N     the port (default: the one used last for that folder, else a free one)
  --set-aside-damaged-store
               when the store file is damaged, rename it (kept beside it) and start with an
               empty store; what the contact service holds comes back with the first sync
  --restore-newest-copy
               when the store file is damaged, rename it (kept beside it) and start from the
               newest copy Rolodeck made of it (in the data folder's backups folder)`;

/** The command line, or a mistake in it said in words with where to look. */
function parseCommandLine() {
  try {
    return parseArgs({
      options: { data: { type: 'string' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h' }, 'set-aside-damaged-store': { type: 'boolean' }, 'restore-newest-copy': { type: 'boolean' } },
      strict: true,
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message} (npm run start:web -- --help lists the options)`);
  }
}

async function main(): Promise<void> {
  const values = parseCommandLine();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  // Digits only: Number() would take '' as 0 (a random port) and 0x1f90 as 8080.
  const given = values.port === undefined ? null : /^\d{1,5}$/.test(values.port) ? Number(values.port) : NaN;
  if (given !== null && !(given <= 65535)) throw new Error(`--port must be a port number, got ${values.port === '' ? 'nothing' : values.port}`);
  const rendererFolder = join(root, 'dist', 'renderer');
  if (!existsSync(join(rendererFolder, 'index.html'))) throw new Error('The renderer is not built: run `npm run build:renderer`');
  const dataFolder = resolve(values.data ?? defaultDataFolder());
  if (existsSync(dataFolder) && !statSync(dataFolder).isDirectory()) throw new Error(`--data must be a folder, and ${dataFolder} is a file`);
  // No OS keychain here (plain Node): the service token lives in a file only this user can
  // read (mode 0600) in the data folder, and never reaches the browser.
  const [{ startCore }, { FileSecretStore }, { startBridge }, { StoreOpenError, setStoreAside }, { restoreNewestBackup }, { formatTaken }] = await Promise.all([
    import('../core/core'),
    import('../core/secrets'),
    import('./server'),
    import('../core/store-open-failure'),
    import('../core/restore-backup'),
    import('../core/backups'),
  ]);
  const start = () => startCore({ dataFolder, secrets: new FileSecretStore(join(dataFolder, 'service-token')) });
  let core: Awaited<ReturnType<typeof start>>;
  try {
    core = await start();
  } catch (error) {
    if (!(error instanceof StoreOpenError && error.damaged)) throw error;
    const data = values.data ? ` --data ${values.data}` : '';
    if (values['restore-newest-copy'] && error.backup) {
      const copy = restoreNewestBackup(error.storeFile, dataFolder);
      if (!copy) throw new Error(`${error.message}\n  None of the copies in ${join(dataFolder, 'backups')} could be read whole, so nothing was changed. To move the store aside and start empty: npm run start:web -- --set-aside-damaged-store${data}`);
      console.log(`rolodeck: moved the damaged store aside and started from the copy of ${formatTaken(copy.takenAt)}`);
    } else if (values['set-aside-damaged-store']) {
      console.log(`rolodeck: moved the damaged store aside, to ${setStoreAside(error.storeFile)}`);
    } else {
      const fromCopy = error.backup
        ? `\n  To start from the newest copy instead: npm run start:web -- --restore-newest-copy${data}`
        : values['restore-newest-copy']
          ? `\n  There is no copy of it to start from (none in ${join(dataFolder, 'backups')}).`
          : '';
      throw new Error(`${error.message}\n  To move it aside and start: npm run start:web -- --set-aside-damaged-store${data}${fromCopy}`);
    }
    core = await start();
  }
  const bridge = await startOnUsualPort(dataFolder, given, (port) => startBridge({ core, rendererFolder, port }));
  console.log(`Rolodeck is running at ${bridge.url}`);
  if (bridge.localhostTaken) {
    console.log(`rolodeck: another program listens on [::1]:${bridge.port}, where "localhost" may lead: open the address exactly as printed (127.0.0.1).`);
  }
  const stop = async () => {
    await bridge.close();
    await core.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`rolodeck: ${(error as Error).message}`);
  process.exit(1);
});
