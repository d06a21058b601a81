// The command line, as a user runs it: `tsx server/cli.ts serve|token ...` in a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../server/index';
import { ServiceClient } from '../conformance/client';
import { CLI_TEST_TIMEOUT_MS } from '../helpers/cli-timeout';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rolodeck-cli-test-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the CLI to completion (asynchronously, so independent runs can overlap). */
function cli(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string; lines: string[] }> {
  const child = spawn(TSX, ['server/cli.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((resolve) =>
    child.once('close', (status) => resolve({ status, stdout, stderr, lines: stdout.trim().split('\n') })),
  );
}

/** Starts `serve` and resolves with its first stdout line. */
function serve(...args: string[]): Promise<{ line: string; child: ChildProcess; output: () => string }> {
  const child = spawn(TSX, ['server/cli.ts', 'serve', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => {
      stdout += `${line}\n`;
      lines.on('line', (l) => (stdout += `${l}\n`));
      resolve({ line, child, output: () => stdout });
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
}

describe('server CLI', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('token create prints the token last; serve prints one listening line and answers it; token revoke locks it out', async () => {
    const created = await cli('token', 'create', '--data', dataDir, '--name', 'laptop');
    expect(created.status).toBe(0);
    const token = created.lines.at(-1)!;
    expect(token).toMatch(/^rdk_[A-Za-z0-9_-]{43}$/);
    for (const file of readdirSync(dataDir).filter((f) => f.startsWith('service.sqlite'))) {
      expect(readFileSync(join(dataDir, file)).includes(Buffer.from(token))).toBe(false); // stored hashed
    }

    const { line, output } = await serve('--data', dataDir, '--port', '0');
    const match = /^listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
    expect(match).not.toBeNull();
    const api = new ServiceClient(match![1]!, token);
    const states = await api.get('/api/pipeline_states');
    expect(states.status).toBe(200);
    expect(states.body['hydra:member'].map((s: any) => s.name)).toEqual(['New lead', 'Contacted', 'Meeting scheduled', 'Proposal sent', 'Negotiation', 'Won', 'Lost']);

    const revoked = await cli('token', 'revoke', '--data', dataDir, '--name', 'laptop');
    expect(revoked.status).toBe(0);
    expect((await api.get('/api/contacts')).status).toBe(401);
    const list = await cli('token', 'list', '--data', dataDir);
    expect(list.stdout).toMatch(/laptop .*revoked/);
    expect(list.stdout).not.toContain(token);
    expect(output().trim().split('\n')).toEqual([line]);
  });

  it('serve --demo seeds a few hundred contacts across states', async () => {
    const demoDir = mkdtempSync(join(tmpdir(), 'rolodeck-cli-demo-'));
    try {
      const token = await createToken(demoDir, 'demo');
      const { line } = await serve('--data', demoDir, '--port', '0', '--demo');
      const api = new ServiceClient(line.replace('listening on ', ''), token);
      const list = await api.get('/api/contacts');
      expect(list.body['hydra:totalItems']).toBe(300);
      const members = list.body['hydra:member'];
      expect(new Set(members.map((c: any) => c.pipelineState?.name ?? null)).size).toBeGreaterThan(3);
      expect(new Set(members.map((c: any) => c.status)).size).toBeGreaterThan(2);
    } finally {
      rmSync(demoDir, { recursive: true, force: true });
    }
  });

  it('refuses bad arguments with usage and a non-zero exit', async () => {
    const [nothing, noData] = await Promise.all([cli(), cli('serve', '--port', '1')]);
    expect(nothing.status).not.toBe(0);
    expect(nothing.stderr).toContain('usage');
    expect(noData.status).not.toBe(0);
    expect(noData.stderr).toContain('--data');
  });

  it('refuses a port that is not written as a plain number (an empty one would pick any free port)', async () => {
    const answers = await Promise.all(['', '0x1f90', '8080.0', ' 8080'].map((port) => cli('serve', '--data', dataDir, '--port', port)));
    for (const answer of answers) {
      expect(answer.status).toBe(2);
      expect(answer.stderr).toContain('--port must be');
      expect(answer.stdout).not.toContain('listening on');
    }
  });
});
