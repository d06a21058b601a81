// `npm run start:web -- --help` is an answer, and a mistake on its command line is refused in
// words before the data folder is touched.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../helpers/temp';
import { CLI_TEST_TIMEOUT_MS } from '../helpers/cli-timeout';

const root = resolve(__dirname, '..', '..');
const folder = tempFolder();
afterAll(() => folder.remove());

function startWeb(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'main/bridge/cli.ts'), ...args], { cwd: root });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((r) => child.once('close', (status) => r({ status, stdout, stderr })));
}

describe('start:web command line', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('--help and -h print the options and exit 0 without starting', async () => {
    const data = join(folder.path, 'not-started');
    for (const flag of ['--help', '-h']) {
      const answer = await startWeb(flag, '--data', data);
      expect(answer.status).toBe(0);
      expect(answer.stdout).toContain('npm run start:web -- [--data DIR] [--port N]');
      expect(answer.stdout).toContain('--data DIR');
      expect(answer.stdout).toContain('--port N');
      expect(answer.stdout).not.toContain('Rolodeck is running at');
    }
    expect(existsSync(data)).toBe(false);
  });

  it('an unknown option or a stray argument points to --help', async () => {
    for (const args of [['--bogus'], ['my-data']]) {
      const answer = await startWeb('--data', join(folder.path, 'untouched'), ...args);
      expect(answer.status).toBe(1);
      expect(answer.stderr).toContain('npm run start:web -- --help lists the options');
    }
    expect(existsSync(join(folder.path, 'untouched'))).toBe(false);
  });

  it('a --data that is a file, not a folder, is named as such', async () => {
    const file = join(folder.path, 'contacts.sqlite');
    writeFileSync(file, 'not a folder');
    const answer = await startWeb('--data', file, '--port', '0');
    expect(answer.status).toBe(1);
    expect(answer.stderr.trim()).toBe(`rolodeck: --data must be a folder, and ${file} is a file`);
  });
});
