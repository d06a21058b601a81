// The server's command line asked for help, or given a mistake: help is an answer (exit 0, on
// stdout), and a mistake is refused in words with a non-zero exit before anything is written —
// a mistyped --data folder is not turned into a new, empty service database.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_TEST_TIMEOUT_MS } from '../helpers/cli-timeout';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
let folder: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'rolodeck-cli-mistakes-'));
});
afterAll(() => {
  children.forEach((child) => child.kill('SIGTERM')); // a `serve` that should have refused to start
  rmSync(folder, { recursive: true, force: true });
});

function cli(...args: string[]) {
  return cliWith({}, ...args);
}

function cliWith(env: Record<string, string>, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(TSX, ['server/cli.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

describe('server CLI help and mistakes', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('--help, -h and help print every command and exit 0', async () => {
    const answers = await Promise.all([cli('--help'), cli('-h'), cli('help')]);
    for (const answer of answers) {
      expect(answer.status).toBe(0);
      expect(answer.stderr).toBe('');
      for (const command of ['serve --data DIR', 'token create --data DIR', 'token list --data DIR', 'token revoke --data DIR']) {
        expect(answer.stdout).toContain(command);
      }
    }
  });

  it('token list and revoke on a folder with no service database say so, and create nothing', async () => {
    const missing = join(folder, 'mistyped');
    const [list, revoke] = await Promise.all([cli('token', 'list', '--data', missing), cli('token', 'revoke', '--data', missing, '--name', 'laptop')]);
    for (const answer of [list, revoke]) {
      expect(answer.status).not.toBe(0);
      expect(answer.stderr).toContain(`no service database in ${missing}`);
      expect(answer.stdout).toBe('');
    }
    expect(existsSync(missing)).toBe(false);
  });

  it('an unknown or missing token command is named before any folder is touched', async () => {
    const missing = join(folder, 'untouched');
    const [unknown, none] = await Promise.all([cli('token', 'remove', '--data', missing), cli('token', '--data', missing)]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('unknown token command "remove"');
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('token needs a command: create, list or revoke');
    expect(existsSync(missing)).toBe(false);
  });

  it('an option or argument the command does not take is refused, not ignored', async () => {
    const data = join(folder, 'strays');
    const [demoOnList, extraOnServe, nameOnList] = await Promise.all([
      cli('token', 'create', '--data', data, '--demo'),
      cli('serve', '--data', data, '--port', '0', 'now'),
      cli('token', 'list', '--data', data, '--name', 'laptop'),
    ]);
    expect(demoOnList.status).toBe(2);
    expect(demoOnList.stderr).toContain('token create does not take --demo');
    expect(extraOnServe.status).toBe(2);
    expect(extraOnServe.stderr).toContain('serve does not take "now"');
    expect(extraOnServe.stdout).not.toContain('listening on');
    expect(nameOnList.status).toBe(2);
    expect(nameOnList.stderr).toContain('token list does not take --name');
    expect(existsSync(data)).toBe(false);
  });

  it('serve with a model endpoint but no model (or a model but no endpoint) says which is missing instead of quietly using the template writer', async () => {
    const data = join(folder, 'half-llm');
    const [urlOnly, modelOnly] = await Promise.all([
      cliWith({ ROLODECK_LLM_URL: 'http://127.0.0.1:11434/v1', ROLODECK_LLM_MODEL: '' }, 'serve', '--data', data, '--port', '0'),
      cliWith({ ROLODECK_LLM_URL: '', ROLODECK_LLM_MODEL: 'llama3' }, 'serve', '--data', data, '--port', '0'),
    ]);
    expect(urlOnly.status).toBe(2);
    expect(urlOnly.stderr).toContain('ROLODECK_LLM_URL is set but ROLODECK_LLM_MODEL is not');
    expect(modelOnly.status).toBe(2);
    expect(modelOnly.stderr).toContain('ROLODECK_LLM_MODEL is set but ROLODECK_LLM_URL is not');
    expect(urlOnly.stdout + modelOnly.stdout).not.toContain('listening on');
    expect(existsSync(data)).toBe(false);
  });

  it('serve on a port already in use says so and how to pick another', async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', () => r()));
    const port = (taken.address() as AddressInfo).port;
    try {
      const answer = await cli('serve', '--data', join(folder, 'port-taken'), '--port', String(port));
      expect(answer.status).toBe(1);
      expect(answer.stderr.trim()).toBe(`error: port ${port} on 127.0.0.1 is in use: stop what uses it, or choose another with --port (0 picks a free one)`);
    } finally {
      taken.close();
    }
  });
});
