// One Rolodeck per data folder: a second start on a folder in use is refused in plain words,
// and a lock left by one that stopped without closing (a crash) does not keep the folder shut.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCore } from '../../main/core/core';
import { LOCK_FILE } from '../../main/core/instance-lock';
import { tempFolder } from '../helpers/temp';

const folders: { path: string; remove: () => void }[] = [];
afterEach(() => folders.splice(0).forEach((f) => f.remove()));
const folder = () => {
  const f = tempFolder();
  folders.push(f);
  return f.path;
};
const start = (dataFolder: string) => startCore({ dataFolder, sync: false });

describe('the data folder lock', () => {
  it('refuses a second Rolodeck on a folder in use, and admits one once the first has closed', async () => {
    const dir = folder();
    const first = await start(dir);
    await expect(start(dir)).rejects.toThrow(`Rolodeck is already running with this data folder (${dir}, process ${process.pid}). Use that one, or close it first.`);
    // The refused start changed nothing: the first goes on.
    expect((await first.dispatch('contacts.create', { name: 'Still Working' })).ok).toBe(true);
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const second = await start(dir);
    expect((await second.dispatch('contacts.list', {})).ok).toBe(true);
    await second.close();
  });

  it('takes over a lock left by a Rolodeck that stopped without closing, or whose process number is now another’s', async () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const host = hostname();
    // A live process number with another start time is a reused one (Linux tells start times).
    const reused = existsSync('/proc/self/stat') ? [{ pid: process.pid, host, started: '1' }] : [];
    for (const holder of [{ pid: Number(gone), host, started: null }, ...reused, 'half-writ']) {
      writeFileSync(join(dir, LOCK_FILE), typeof holder === 'string' ? holder : JSON.stringify(holder));
      const core = await start(dir);
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      await core.close();
    }
  });

  it('refuses a folder another computer holds, naming it and the lock file', async () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'other-laptop', started: null }));
    await expect(start(dir)).rejects.toThrow(`Rolodeck on other-laptop is using this data folder (${dir}). Close it there first; if it is not running, delete ${join(dir, LOCK_FILE)}.`);
  });
});
