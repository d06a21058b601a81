// A refused change carrying a long text (a 30,000-character note the service will not add to
// 40,000 it already has) stays usable in Sync → "Changes not accepted": the text shows a few
// lines with "Show all" for the rest, nothing runs past the card's edge, and Retry, Edit and
// Discard sit right under it.
import type { Locator } from '@playwright/test';
import { connectApi, seedContacts } from './helpers/api';
import { graceChangedOnBothSides } from './helpers/conflicts';
import type { Fault } from '../sync/helpers/fault-proxy';
import { expect, testWithFaults as test } from './helpers/fixtures';
import { remoteContactByEmail } from './helpers/service';
import { connectService, openApp, syncNow } from './helpers/ui';

/** Descendants of the card that reach past its left or right edge. */
const outsideCard = (card: Locator) =>
  card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const out: string[] = [];
    for (const child of el.querySelectorAll('*')) {
      const r = child.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5) out.push(`${child.tagName}: ${(child.textContent ?? '').slice(0, 40)}`);
    }
    if (el.scrollWidth > el.clientWidth + 1) out.push(`the card is ${el.scrollWidth} px wide inside, ${el.clientWidth} px shown`);
    return out;
  });

test('a refused change with a long text is clamped, breaks its words, and keeps its actions at hand', async ({ page, bridge, service, faults }) => {
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace', emails: ['ada@example.com'] }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, bridge.url);
  await connectService(page, { url: faults.url, token: service.token });
  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'ada@example.com'))?.id).toBeTruthy();
  const remoteId = (await remoteContactByEmail(service, 'ada@example.com'))!.id as string;

  // A teammate fills the notes on the service; meanwhile a long note, one unbroken word, is
  // added in the app: together they are more than the service keeps. A background pass must not
  // read the teammate's notes before the note is added (the app would then refuse it itself):
  // the app's reads fail until it is.
  faults.setPlan(({ method }): Fault => (method === 'GET' ? { kind: 'status', status: 503 } : { kind: 'pass' }));
  expect((await service.request('PATCH', `/api/contacts/${remoteId}`, { additionalInfo: 'Met at the conference. '.repeat(1740) })).status).toBe(200);
  const note = 'https://example.com/notes/' + 'x'.repeat(30_000);
  const api = await connectApi(bridge);
  await api.call('contacts.extend', { id: ada!.id, text: note, field: 'additionalInfo' });
  api.close();
  faults.setPlan(() => ({ kind: 'pass' }));
  await syncNow(page);

  const refused = page.getByRole('region', { name: /Changes not accepted/ });
  const card = refused.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/The service refused this change/)).toBeVisible();

  // A few lines of the text, and the card's actions right under them.
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.height, 'the card’s height').toBeLessThan(400);
  const retry = card.getByRole('button', { name: 'Retry' });
  await retry.scrollIntoViewIfNeeded();
  await expect(retry).toBeInViewport();
  await expect(card.getByRole('button', { name: 'Edit' })).toBeInViewport();
  await expect(card.getByRole('button', { name: 'Discard…' })).toBeInViewport();
  expect(await outsideCard(card)).toEqual([]);

  // All of it is one click away, and one click folds it again.
  const showAll = card.getByRole('button', { name: 'Show all' });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.click();
  const text = card.getByText(note, { exact: true });
  await expect(text).toBeVisible();
  expect((await text.boundingBox())!.height).toBeGreaterThan(2_000);
  expect(await outsideCard(card)).toEqual([]);
  const showLess = card.getByRole('button', { name: 'Show less' });
  await expect(showLess).toHaveAttribute('aria-expanded', 'true');
  await showLess.click();
  await expect(card.getByRole('button', { name: 'Show all' })).toBeFocused();
  expect((await card.boundingBox())!.height).toBeLessThan(400);

  // Edit holds the whole text in a box of its own size: its buttons stay at hand too.
  await card.getByRole('button', { name: 'Edit' }).click();
  await expect(card.getByRole('textbox', { name: 'Text' })).toHaveValue(note);
  // The note is in its field here already: the field it goes to is not for changing.
  await expect(card.getByRole('textbox', { name: 'Field' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Save and send again' }).scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Save and send again' })).toBeInViewport();
  expect((await card.boundingBox())!.height).toBeLessThan(600);
  await card.getByRole('button', { name: 'Cancel' }).click();

  // At the window's minimum width too.
  await page.setViewportSize({ width: 720, height: 800 });
  expect(await outsideCard(card)).toEqual([]);
  expect((await card.boundingBox())!.height).toBeLessThan(500);
});

test('a conflict between two long notes shows their first lines, with Keep mine and Take theirs right under them', async ({ page, bridge, service }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, bridge.url);
  const mine = `Mine: ${'met at the fair, wants a demo. '.repeat(120)}`;
  const theirs = `Theirs: ${'called twice about pricing. '.repeat(120)}`;
  await graceChangedOnBothSides(page, service, { Notes: mine }, { additionalInfo: theirs });
  await syncNow(page);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Sync' }).click();
  const card = page.getByRole('region', { name: /Conflicts/ }).getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Keep mine for Notes of Grace Hopper' }) });
  await expect(card).toHaveCount(1);
  expect((await card.boundingBox())!.height, 'the card’s height').toBeLessThan(500);
  const keep = card.getByRole('button', { name: 'Keep mine for Notes of Grace Hopper' });
  await keep.scrollIntoViewIfNeeded();
  await expect(keep).toBeInViewport();
  await expect(card.getByRole('button', { name: 'Take theirs for Notes of Grace Hopper' })).toBeInViewport();
  expect(await outsideCard(card)).toEqual([]);
  // Each side in full, one click away.
  await card.getByRole('button', { name: 'Show all' }).first().click();
  await expect(card.getByText(mine.trim(), { exact: true })).toBeVisible();
});
