// Another program holding the store's write lock (a backup tool, sqlite3 on the command line):
// an edit waits for it a while and is saved; held longer, the edit is refused in words and
// nothing is lost. The other program is a real second process on the same file.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestCore, type TestCore } from '../helpers/core';

let core: TestCore;
let holder: ChildProcess | null = null;
beforeEach(async () => {
  core = await startTestCore();
});
afterEach(async () => {
  holder?.kill('SIGKILL');
  holder = null;
  await core.dispose();
});

/** A second process that takes the write lock, says so, and lets go after `ms`. */
function holdWriteLock(file: string, ms: number): Promise<void> {
  const script = `
    const db = require('better-sqlite3')(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE');
    console.log('held');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});
  `;
  holder = spawn(process.execPath, ['-e', script], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    holder!.stdout!.on('data', (d: Buffer) => d.toString().includes('held') && resolve());
    holder!.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
}

describe('another program holding the store', () => {
  it('an edit waits for a short hold and is saved', async () => {
    const { id } = await core.call('contacts.create', { name: 'Grace Hopper' });
    await holdWriteLock(core.store.sqlite.name, 600);
    const updated = await core.call('contacts.update', { id, patch: { position: 'Rear Admiral' } });
    expect(updated.position).toBe('Rear Admiral');
    expect((await core.call('contacts.get', { id })).position).toBe('Rear Admiral');
  });

  it('held past the wait, the edit is refused in words and what was saved stays', async () => {
    const { id } = await core.call('contacts.create', { name: 'Grace Hopper', position: 'Commodore' });
    core.store.sqlite.pragma('busy_timeout = 300');
    await holdWriteLock(core.store.sqlite.name, 10_000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await core.fail('contacts.update', { id, patch: { position: 'Rear Admiral' } });
    logged.mockRestore();
    expect(error.code).toBe('store_failed');
    expect(error.message).toBe(
      `Another program is using the store file ${core.store.sqlite.name} (database is locked), so contacts.update did not happen. Close that program and try again; nothing saved before is lost.`,
    );
    expect((await core.call('contacts.get', { id })).position).toBe('Commodore');
  });
});
