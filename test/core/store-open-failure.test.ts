// A store that cannot be opened is said in words that name the file and what to do, the data
// folder is let go (no lock left behind), and a damaged store can be moved aside, kept, so
// Rolodeck starts with an empty one.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCore, STORE_FILE } from '../../main/core/core';
import { LOCK_FILE } from '../../main/core/instance-lock';
import { setStoreAside, StoreOpenError } from '../../main/core/store-open-failure';
import { CLI_TEST_TIMEOUT_MS } from '../helpers/cli-timeout';
import { startWeb } from '../helpers/start-web';
import { tempFolder } from '../helpers/temp';

const folder = tempFolder();
afterAll(() => folder.remove());

const NOT_SQLITE = 'Contacts exported by another program, saved over the store by mistake.\n'.repeat(200);

function damagedFolder(name: string): { dataFolder: string; storeFile: string } {
  const dataFolder = join(folder.path, name);
  mkdirSync(dataFolder);
  const storeFile = join(dataFolder, STORE_FILE);
  writeFileSync(storeFile, NOT_SQLITE);
  return { dataFolder, storeFile };
}

describe('a store that cannot be opened', () => {
  it('a file that is not a Rolodeck store is named, left as it was, and can be moved aside to start afresh', async () => {
    const { dataFolder, storeFile } = damagedFolder('not-a-store');
    const failure = await startCore({ dataFolder, sync: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreOpenError);
    expect((failure as StoreOpenError).damaged).toBe(true);
    expect((failure as Error).message).toContain(`The store file ${storeFile} is damaged or is not a Rolodeck store (file is not a database)`);
    expect((failure as Error).message).toContain('Move it aside to start with an empty store');
    expect(readFileSync(storeFile, 'utf8')).toBe(NOT_SQLITE);
    // Nothing holds the folder: a second try fails the same way, not with "already running".
    expect(existsSync(join(dataFolder, LOCK_FILE))).toBe(false);
    await expect(startCore({ dataFolder, sync: false })).rejects.toThrow(/is damaged or is not a Rolodeck store/);

    const aside = setStoreAside(storeFile, new Date('2026-11-24T10:00:00.000Z'));
    expect(aside).toBe(`${storeFile}.damaged-2026-11-24T10-00-00-000Z`);
    const core = await startCore({ dataFolder, sync: false });
    try {
      const answer = await core.dispatch('contacts.list', { sort: 'name', direction: 'asc', offset: 0, limit: 10 });
      expect(answer).toMatchObject({ ok: true, value: { items: [], total: 0 } });
    } finally {
      await core.close();
    }
    expect(readFileSync(aside, 'utf8')).toBe(NOT_SQLITE);
  });

  it('a data folder with a file in its place is said so', async () => {
    const dataFolder = join(folder.path, 'a-file');
    writeFileSync(dataFolder, 'in the way');
    const failure = await startCore({ dataFolder, sync: false }).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(new RegExp(`^Rolodeck keeps its data in the folder ${dataFolder}, but a file is in the way \\(EEXIST`));
    expect((failure as StoreOpenError).damaged).toBe(false);
  });

  it('a store path taken by a folder is said so, and the folder let go', async () => {
    const dataFolder = join(folder.path, 'store-is-a-folder');
    mkdirSync(join(dataFolder, STORE_FILE), { recursive: true });
    const failure = await startCore({ dataFolder, sync: false }).catch((error: unknown) => error);
    expect((failure as Error).message).toContain(`Rolodeck could not open its store ${join(dataFolder, STORE_FILE)}`);
    expect(existsSync(join(dataFolder, LOCK_FILE))).toBe(false);
  });
});

describe('start:web with a damaged store', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('says what is wrong and how to move it aside; with --set-aside-damaged-store it does and starts', async () => {
    const { dataFolder, storeFile } = damagedFolder('web-not-a-store');
    const refused = await startWeb('--data', dataFolder, '--port', '0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`rolodeck: The store file ${storeFile} is damaged or is not a Rolodeck store`);
    expect(refused.stderr).toContain(`To move it aside and start: npm run start:web -- --set-aside-damaged-store --data ${dataFolder}`);
    expect(readFileSync(storeFile, 'utf8')).toBe(NOT_SQLITE);

    const started = await startWeb('--data', dataFolder, '--port', '0', '--set-aside-damaged-store');
    expect(started.stdout).toMatch(/rolodeck: moved the damaged store aside, to .*rolodeck\.sqlite\.damaged-/);
    expect(started.stdout).toContain('Rolodeck is running at http://127.0.0.1:');
    const kept = readdirSync(dataFolder).filter((name) => name.startsWith(`${STORE_FILE}.damaged-`) && !/-(wal|shm)$/.test(name));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(dataFolder, kept[0]!), 'utf8')).toBe(NOT_SQLITE);
  });
});
