// The app stops while the service is making a wizard card's contact (its confirm in flight),
// and the service makes it all the same. After a restart the review's card is confirmed again:
// one contact, here and on the service, whether a sync has already brought it or not.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { sharedTestService } from './helpers/shared-service';
import type { TestService } from './helpers/service';

let service: TestService;
let app: TestApp;
sharedTestService((s) => (service = s), () => app);

const SIGNATURE = 'Katherine Johnson\nMathematician\nLangley Research\nkatherine@langley.example\n+1 757 555 0100';

/** Confirms the card with its confirm held at the proxy, and closes the app while it is held; the service then makes the contact. */
async function confirmAndStopMidway(card: { confirmationToken: string | null; contact: unknown }, cardId: string): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let arrived!: () => void;
  const reached = new Promise<void>((r) => (arrived = r));
  service.proxy.setPlan(({ method, path }) => {
    if (method === 'POST' && path === '/api/contacts/confirm') {
      arrived();
      return { kind: 'hold', until: held };
    }
    return { kind: 'pass' };
  });
  const confirming = app.core.dispatch('wizard.confirm', { confirmationToken: card.confirmationToken, contact: card.contact as never, cardId });
  await reached;
  await app.closedWhile(async () => {
    await confirming.catch(() => {});
    release();
    await service.proxy.settled(); // the held confirm reaches the service, which makes the contact
  });
  service.proxy.setPlan(() => ({ kind: 'pass' }));
}

const named = async (name: string) => (await app.call('contacts.list', { query: name, limit: 10 })).items.filter((c) => c.name === name);
const onService = async () => (await service.api.allContacts()).filter((c) => c.name === 'Katherine Johnson');

describe('a wizard confirm interrupted by a restart', () => {
  it.each([
    ['before any sync', false],
    ['after a sync brought the contact', true],
  ])('confirmed again %s: one contact', async (_when, syncFirst) => {
    app = await startTestApp({ serviceUrl: service.proxy.url, token: service.token });
    const [card] = (await app.call('wizard.prepare', { text: SIGNATURE })).drafts;
    expect(card!.confirmationToken).toBeTruthy();
    const cardId = randomUUID();
    await confirmAndStopMidway(card!, cardId);
    expect(await onService()).toHaveLength(1);

    if (syncFirst) await app.drain();
    const again = await app.call('wizard.confirm', { confirmationToken: card!.confirmationToken, contact: card!.contact as never, cardId });
    expect(await app.drain()).toMatchObject({ pending: 0, rejected: 0, conflicts: 0 });

    expect((await named('Katherine Johnson')).map((c) => c.id)).toEqual([again.id]);
    const there = await onService();
    expect(there).toHaveLength(1);
    expect((await app.call('contacts.get', { id: again.id })).remoteId).toBe(there[0].id);
  });
});
