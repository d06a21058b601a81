// Every IPC call is checked for its sender before its input is looked at. Driven through the
// real core (real SQLite store), the same dispatch the IPC binding hands calls to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCore, type Core } from '../../../main/core/core';
import { checkSender, guardedInvoke, UntrustedSenderError, type SenderInfo } from '../../../main/electron/sender-check';

const WINDOW = 7;
const trusted = new Set([WINDOW]);
const fromApp: SenderInfo = { webContentsId: WINDOW, frameUrl: 'app://rolodeck/index.html', isMainFrame: true };

let dataFolder: string;
let core: Core;
beforeAll(async () => {
  dataFolder = mkdtempSync(join(tmpdir(), 'rolodeck-ipc-'));
  core = await startCore({ dataFolder });
});
afterAll(async () => {
  await core.close();
  rmSync(dataFolder, { recursive: true, force: true });
});

describe('IPC sender check', () => {
  it('accepts the main frame of an app window showing app://rolodeck', () => {
    expect(checkSender(fromApp, trusted)).toEqual({ ok: true });
  });

  it.each<[string, SenderInfo, string]>([
    ['another web contents', { ...fromApp, webContentsId: 99 }, 'not one of the app windows'],
    ['a sub-frame', { ...fromApp, isMainFrame: false }, 'not the main frame'],
    ['a frame that is gone', { ...fromApp, frameUrl: null }, 'frame is gone'],
    ['a page from the web', { ...fromApp, frameUrl: 'https://evil.example/' }, 'not the app origin'],
    ['a file:// page', { ...fromApp, frameUrl: 'file:///tmp/x.html' }, 'not the app origin'],
    ['a look-alike host', { ...fromApp, frameUrl: 'app://rolodeck.evil/' }, 'not the app origin'],
    ['about:blank', { ...fromApp, frameUrl: 'about:blank' }, 'not the app origin'],
  ])('refuses %s', (_name, sender, reason) => {
    expect(checkSender(sender, trusted)).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });

  it('a trusted sender reaches the core: a contact is created and found', async () => {
    const created = await guardedInvoke(fromApp, trusted, core.dispatch, 'contacts.create', { name: 'Grace Hopper', emails: ['grace@example.com'] });
    expect(created).toMatchObject({ ok: true, value: { name: 'Grace Hopper' } });
    const found = await guardedInvoke(fromApp, trusted, core.dispatch, 'contacts.list', { query: 'Grace' });
    expect(found).toMatchObject({ ok: true, value: { total: 1 } });
  });

  it('a trusted sender still gets contract validation (unknown method, bad input)', async () => {
    expect(await guardedInvoke(fromApp, trusted, core.dispatch, 'fs.readFile', {})).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    expect(await guardedInvoke(fromApp, trusted, core.dispatch, 'contacts.create', { name: '' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('an untrusted sender is refused before its input is validated or run', async () => {
    const stranger: SenderInfo = { ...fromApp, frameUrl: 'https://evil.example/' };
    // Invalid input would answer invalid_input if it reached dispatch: the refusal comes first.
    await expect(guardedInvoke(stranger, trusted, core.dispatch, 'contacts.create', { name: '' })).rejects.toBeInstanceOf(UntrustedSenderError);
    // A valid call from it changes nothing.
    await expect(guardedInvoke(stranger, trusted, core.dispatch, 'contacts.create', { name: 'Mallory' })).rejects.toThrow(/refused: not the app origin/);
    const list = await core.dispatch('contacts.list', { query: 'Mallory' });
    expect(list).toMatchObject({ ok: true, value: { total: 0 } });
  });
});
