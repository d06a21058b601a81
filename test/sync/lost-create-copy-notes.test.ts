// Notes added on the copy of a contact (its second card, folded into the contact the user made
// once its lost create is settled) follow the contact's own notes. Together they may be more than
// the field holds (65,535 characters, as on the service): nothing the user typed may be lost or
// cut, and what the service will not hold is shown as refused, in words, for the user to decide.
import { describe, expect, it } from 'vitest';
import { limits } from '../../preload/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { pause, pullCopyOfLostCreate, SLOW_RETRY } from './helpers/folded-copy';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

describe('notes of a folded copy past what the field holds', () => {
  it('keeps every note, cuts nothing, and shows the note the service refused', async () => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token, sync: SLOW_RETRY });
    const { made, copy, remoteId } = await pullCopyOfLostCreate(app, service, { name: 'Lena Long', emails: ['lena@example.com'], additionalInfo: 'Met at the fair' });
    const own = 'o'.repeat(40_000);
    const onCopy = 'c'.repeat(30_000);
    await app.call('contacts.update', { id: made.id, patch: { additionalInfo: own } });
    await app.call('contacts.extend', { id: copy.id, text: onCopy });
    await pause(3_200);
    const status = await app.drain();

    expect(status).toMatchObject({ pending: 0, rejected: 1, conflicts: 0 });
    expect((await app.call('contacts.list', { query: 'Lena Long' })).items.map((c) => c.id)).toEqual([made.id]);
    // Here: every note, whole, though the field holds more than the service will.
    expect((await app.call('contacts.get', { id: made.id })).additionalInfo).toBe(`${own}\n${onCopy}`);
    // There: the contact's own notes, not cut to fit; the note that would not fit is refused, in words.
    expect((await service.api.ok('GET', `/api/contacts/${remoteId}`)).additionalInfo).toBe(own);
    const [refused] = await app.call('sync.rejected', {});
    expect(refused).toMatchObject({ kind: 'contact.extend', contactId: made.id, contactName: 'Lena Long', state: 'rejected' });
    expect(refused!.error).toMatch(/additionalInfo would exceed 65535 characters/);

    // The user shortens the refused note: it reaches the service, and both sides hold the same.
    await app.call('sync.editOp', { opId: refused!.opId, payload: { text: 'Short version of the long note', field: 'additionalInfo' } });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });
    const there = (await service.api.ok('GET', `/api/contacts/${remoteId}`)).additionalInfo;
    expect(there).toBe(`${own}\nShort version of the long note`);
    expect((await app.call('contacts.get', { id: made.id })).additionalInfo).toBe(there);
    expect(there.length).toBeLessThanOrEqual(limits.notes);
  });
});
