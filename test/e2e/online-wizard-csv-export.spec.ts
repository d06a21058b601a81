// A CSV export too long for one request, read by the contact service a batch of rows at a time.
// The service refuses one batch once (a gateway in front of it answering 413): the wizard says
// how far it got, keeps what was read, and Find contacts goes on with that batch, not from the
// start. Every row is prepared on the service once, Create all confirms each card once, and the
// service ends up with each contact once. The refusal comes from a proxy on 127.0.0.1.
import { expect } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from '../sync/helpers/fault-proxy';
import { testWithService } from './helpers/fixtures';
import { connectService, openApp, openWizard, syncNow } from './helpers/ui';

const test = testWithService.extend<{ gateway: FaultProxy }>({
  gateway: async ({ service }, use) => {
    const proxy = await startFaultProxy(service.url);
    await use(proxy);
    await proxy.settled();
    await proxy.close();
  },
});

const ROWS = 450;
const NOTE = 'Met at the regional partner summit; asked about the reseller programme, volume pricing for teams of fifty and more, onboarding in German and French, and single sign-on. Follow up after the budget round in spring, and send the case study on the logistics rollout.';
// A Google Contacts export: a note in each row makes the file some 170,000 characters.
const csv = [
  'Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,Organization 1 - Name,Organization 1 - Title,Notes',
  ...Array.from({ length: ROWS }, (_, i) => `Avery Partner${i + 1},Avery,Partner${i + 1},* Work,avery${i + 1}@partners.example,Partner Firm ${i + 1},Channel Manager,"${NOTE}"`),
].join('\n');

const prepares = (proxy: FaultProxy) => proxy.log.filter((r) => r.path === '/api/contacts/prepare');
/** The rows a prepare sent (by their email address). */
const rowsIn = (body: string) => (JSON.parse(body) as { text: string }).text.match(/avery\d+@partners\.example/g) ?? [];

test('online, a CSV export is read by the service a batch at a time; a batch refused once is read again on Find contacts, and each contact is made once', async ({ page, bridge, service, gateway }) => {
  test.setTimeout(180_000);
  expect(csv.length).toBeGreaterThan(100_000);
  await openApp(page, bridge.url);
  await connectService(page, { url: gateway.url, token: service.token });
  await syncNow(page);

  // The second prepare is refused; the one after it (the same batch, asked again) is held until
  // the test has seen the progress.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  gateway.setPlan(({ path }) => {
    if (path !== '/api/contacts/prepare') return { kind: 'pass' };
    count++;
    if (count === 2) return { kind: 'answer', status: 413, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Request Entity Too Large', detail: 'The gateway takes at most 64 KB at a time.' }) };
    if (count === 3) return { kind: 'hold', until: held };
    return { kind: 'pass' };
  });

  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(`contacts.csv (${ROWS} rows) loaded`)).toBeVisible();
  await page.getByRole('button', { name: 'Find contacts' }).click();

  const form = page.getByRole('form', { name: 'Add contacts from text' });
  const error = form.getByText(/^The service refused \(HTTP 413\): The gateway takes at most 64 KB at a time\. \d+ of 450 rows were read; Find contacts goes on from there\.$/);
  await expect(error).toBeVisible();
  const readBefore = Number(/(\d+) of 450 rows were read/.exec((await error.textContent())!)![1]);
  expect(readBefore).toBeGreaterThan(0);
  expect(readBefore).toBeLessThan(ROWS);

  // Again: on from the batch refused, its progress shown while the service reads it.
  await form.getByRole('button', { name: 'Find contacts' }).click();
  await expect(form.getByRole('status').filter({ hasText: `Reading rows: ${readBefore} of 450…` })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: `Review ${ROWS} contacts found` })).toBeVisible();
  await expect(page.getByText('Read by the contact service.')).toBeVisible();

  // The batch read before the refusal was not sent again: every row was prepared once on the service.
  const forwarded = prepares(gateway).filter((r) => r.forwarded);
  const prepared = forwarded.flatMap((r) => rowsIn(r.body));
  expect(prepared).toHaveLength(ROWS);
  expect(new Set(prepared).size).toBe(ROWS);
  expect(rowsIn(forwarded[0]!.body)).toHaveLength(readBefore);

  await page.getByRole('button', { name: `Create all ${ROWS}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${ROWS} contacts created: Avery Partner1, Avery Partner2, Avery Partner3, Avery Partner4, Avery Partner5 and 445 more.` })).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Done' }).click();

  // On the service: each row one contact, made from the wizard, none twice.
  const emails: string[] = [];
  let total = 0;
  for (let p = 1; ; p++) {
    const { body } = await service.request<{ 'hydra:member': { emails?: string[]; email?: string; creationSource: string }[]; 'hydra:totalItems': number }>('GET', `/api/contacts?page=${p}`);
    total = body['hydra:totalItems'];
    for (const c of body['hydra:member']) {
      expect(c.creationSource).toBe('scan');
      emails.push(c.email ?? c.emails?.[0] ?? '');
    }
    if (!body['hydra:member'].length || emails.length >= total) break;
  }
  expect(total).toBe(ROWS);
  expect(new Set(emails)).toEqual(new Set(Array.from({ length: ROWS }, (_, i) => `avery${i + 1}@partners.example`)));
});
