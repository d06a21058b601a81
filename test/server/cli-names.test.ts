// Names given on the server's command line: a token needs one (a blank one could not be told apart
// in `token list` nor revoked by name), and pipeline states are seeded once each (they are seeded
// only at the first start, so a duplicate would stay for good).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServiceClient } from '../conformance/client';
import { CLI_TEST_TIMEOUT_MS } from '../helpers/cli-timeout';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
let dataDir: string;
let server: ChildProcess | null = null;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rolodeck-cli-names-'));
});
afterEach(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  server = null;
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(TSX, ['server/cli.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

function serve(...args: string[]): Promise<string> {
  server = spawn(TSX, ['server/cli.ts', 'serve', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: server!.stdout! }).once('line', resolve);
    server!.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
}

describe('names on the server command line', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('token create refuses a blank --name and creates no token', async () => {
    for (const name of ['', '   ']) {
      const result = await cli('token', 'create', '--data', dataDir, '--name', name);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('--name needs a name');
    }
    // Nothing was written at all: not a token, not even an empty database.
    expect((await cli('token', 'list', '--data', dataDir)).stderr).toContain('no service database in');
  });

  it('--pipeline-states seeds each name once', async () => {
    const created = await cli('token', 'create', '--data', dataDir, '--name', 'states');
    const token = created.stdout.trim().split('\n').at(-1)!;
    const line = await serve('--data', dataDir, '--port', '0', '--pipeline-states', 'Lead, Deal,Lead,deal ,Won');
    const api = new ServiceClient(line.replace('listening on ', ''), token);
    const states = await api.get('/api/pipeline_states');
    expect(states.body['hydra:member'].map((s: { name: string }) => s.name)).toEqual(['Lead', 'Deal', 'Won']);
  });
});
