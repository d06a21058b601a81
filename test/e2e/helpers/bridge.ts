// Starts the real loopback bridge (`main/bridge/cli.ts`) as a child process on a data folder,
// reads the URL it prints, and stops it again — gently (SIGTERM) or as a crash (SIGKILL).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface RunningBridge {
  /** The full URL with `#token=…`, ready for page.goto. */
  url: string;
  port: number;
  dataDir: string;
  /** Ends the process group and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const URL_LINE = /Rolodeck is running at (http:\/\/127\.0\.0\.1:(\d+)\/#token=\S+)/;

export async function startBridge(dataDir: string, options: { timeoutMs?: number } = {}): Promise<RunningBridge> {
  // The bundle made before the run (global-setup.ts), else the command itself through tsx.
  const bundle = process.env.ROLODECK_E2E_BRIDGE;
  const [command, entry] = bundle ? [process.execPath, bundle] : [join(repoRoot, 'node_modules', '.bin', 'tsx'), 'main/bridge/cli.ts'];
  const child: ChildProcess = spawn(command, [entry, '--data', dataDir, '--port', '0'], {
    cwd: repoRoot,
    // Its own process group, so stop() reaches the bridge (and tsx's node process), and nothing else.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  const url = await new Promise<RegExpMatchArray>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`The bridge printed no URL within ${options.timeoutMs ?? 30_000} ms:\n${output}`)), options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(URL_LINE);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The bridge exited (code ${code}) before it was ready:\n${output}`));
    });
  });
  let stopped = false;
  return {
    url: url[1]!,
    port: Number(url[2]),
    dataDir,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (stopped) return exited;
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // Already gone.
        }
      }
      await exited;
    },
  };
}

/** A fresh data folder under the system temp folder, removed by cleanup(). */
export function tempDataDir(prefix = 'rolodeck-e2e-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
