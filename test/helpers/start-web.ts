// Runs `npm run start:web`'s entry (main/bridge/cli.ts) until it serves (then stops it) or exits,
// and answers what it printed: the tests of what it says and does at start.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

export function startWeb(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'main/bridge/cli.ts'), ...args], { cwd: root });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
    if (stdout.includes('Rolodeck is running at')) child.kill('SIGTERM');
  });
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((r) => child.once('close', (status) => r({ status, stdout, stderr })));
}
