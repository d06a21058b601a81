// A damaged store started again from a copy made before its queued note and email went out: the
// copy still lists them as not sent. They are marked unsure as the copy is put in place, so the
// service is asked first — the note is found already appended, the email waits for the user —
// and nothing reaches the service twice.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCore, STORE_FILE } from '../../main/core/core';
import { restoreNewestBackup } from '../../main/core/restore-backup';
import { StoreOpenError } from '../../main/core/store-open-failure';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('starting from a copy of the store', () => {
  it('appends no note and sends no email a second time that went out after the copy was made', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const rita = await app.call('contacts.create', { name: 'Rita Levi', emails: ['rita@example.com'] });
    await app.drain();
    await app.call('contacts.extend', { id: rita.id, text: 'Met at the fair, stand 12' });
    const draft = await app.call('email.save', { contactId: rita.id, to: 'rita@example.com', subject: 'After the fair', body: 'Good to meet you.' });
    await app.call('email.send', { draftId: draft.id });
    await app.core.backups.backUpNow(); // the copy lists the note and the email as not yet sent
    await app.drain();
    expect(service.db.sentEmails().filter((m) => m.subject === 'After the fair')).toHaveLength(1);

    // The store file is damaged; Rolodeck names the copy, and starts from it.
    const dir = app.dir;
    await app.close({ keep: true });
    for (const suffix of ['-wal', '-shm']) rmSync(join(dir, STORE_FILE + suffix), { force: true });
    writeFileSync(join(dir, STORE_FILE), 'not a store '.repeat(500));
    const failure = (await startCore({ dataFolder: dir, sync: false }).catch((error: unknown) => error)) as StoreOpenError;
    expect(failure.damaged && failure.backup).toBeTruthy();
    restoreNewestBackup(failure.storeFile, dir);
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, dir });

    const mark = service.proxy.log.length;
    const status = await app.drain();
    const after = service.proxy.log.slice(mark);
    expect(after.some((r) => r.method === 'POST' && r.path.endsWith('/extend'))).toBe(false);
    expect(after.some((r) => r.path.endsWith('/emails/send'))).toBe(false);
    const remote = await service.api.ok('GET', `/api/contacts/${(await app.call('contacts.get', { id: rita.id })).remoteId}`);
    expect(remote.additionalInfo).toBe('Met at the fair, stand 12');
    expect(service.db.sentEmails().filter((m) => m.subject === 'After the fair')).toHaveLength(1);
    // The email is the user's to check: it may have gone (it did), so it is not sent by itself.
    expect(status.needsAttention).toBe(1);
    expect((await app.call('email.drafts', { contactId: rita.id }))[0]!.status).toBe('needs_attention');
    expect(readdirSync(dir).filter((name) => name.startsWith(`${STORE_FILE}.damaged-`))).toHaveLength(1);
  });

  it('a note and a new contact that had not gone out when the store was damaged are sent once; the email waits for the user', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const sam = await app.call('contacts.create', { name: 'Sam Okafor', emails: ['sam@example.com'] });
    await app.drain();
    await app.call('contacts.extend', { id: sam.id, text: 'Wants a demo in March' });
    const lee = await app.call('contacts.create', { name: 'Lee Park', emails: ['lee@example.com'] });
    const draft = await app.call('email.save', { contactId: sam.id, to: 'sam@example.com', subject: 'The demo', body: 'March it is.' });
    await app.call('email.send', { draftId: draft.id });
    await app.core.backups.backUpNow();
    const dir = app.dir;
    await app.close({ keep: true });
    writeFileSync(join(dir, STORE_FILE), 'not a store '.repeat(500));
    restoreNewestBackup(join(dir, STORE_FILE), dir);
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, dir });

    const status = await app.drain();
    const remote = await service.api.ok('GET', `/api/contacts/${(await app.call('contacts.get', { id: sam.id })).remoteId}`);
    expect(remote.additionalInfo).toBe('Wants a demo in March');
    expect((await service.api.allContacts()).filter((c) => c.name === 'Lee Park')).toHaveLength(1);
    expect((await app.call('contacts.get', { id: lee.id })).remoteId).toBeTruthy();
    expect(service.db.sentEmails().filter((m) => m.subject === 'The demo')).toHaveLength(0);
    expect(status.needsAttention).toBe(1);
  });
});
