// The wizard's Create all belongs to the review, not to the wizard on screen: left mid-run for
// another view it goes on, shown in the status bar, and coming back shows its progress and its
// Stop (Esc stops it too). One run at a time; Stop and Cancel the rest stop it before the next
// card, and no card is created twice or after the run has settled.
import type { Page } from '@playwright/test';
import { connectApi } from './helpers/api';
import type { RunningBridge } from './helpers/bridge';
import { expect, test } from './helpers/fixtures';
import { openApp, openWizard, statusBar } from './helpers/ui';

const COUNT = 400;
const vcf = (count: number) => Array.from({ length: count }, (_, i) => `BEGIN:VCARD\nVERSION:3.0\nFN:Attendee ${i + 1}\nEMAIL:attendee${i + 1}@example.com\nEND:VCARD\n`).join('');

async function reviewAll(page: Page, count = COUNT) {
  await openWizard(page);
  await page.getByLabel('Contacts file').setInputFiles({ name: 'conference.vcf', mimeType: 'text/vcard', buffer: Buffer.from(vcf(count)) });
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByRole('heading', { name: `Review ${count} contacts found` })).toBeVisible();
}

/** Every contact's name in the store (all of them, a page at a time). */
async function storedNames(bridge: RunningBridge): Promise<string[]> {
  const api = await connectApi(bridge);
  try {
    const names: string[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = await api.call('contacts.list', { offset, limit: 500 });
      names.push(...page.items.map((c) => c.name));
      if (names.length >= page.total || !page.items.length) return names;
    }
  } finally {
    api.close();
  }
}

/** The contacts in the store, each once, and still as many a moment later. */
async function expectSettled(page: Page, bridge: RunningBridge): Promise<number> {
  const names = await storedNames(bridge);
  expect(new Set(names).size).toBe(names.length);
  await page.waitForTimeout(1500);
  expect((await storedNames(bridge)).length).toBe(names.length);
  return names.length;
}

const creating = (page: Page) => statusBar(page).getByRole('button', { name: /^Creating [\d,]+ of [\d,]+ contacts…$/ });
const views = (page: Page) => page.getByRole('navigation', { name: 'Views' });

test('left mid-run, Create all goes on where it can be seen; back, its Stop and Esc stop it, and each card is created once', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await reviewAll(page);
  await page.getByRole('button', { name: `Create all ${COUNT}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /Creating [\d,]+ of 400…/ })).toBeVisible();

  // Another view: the run goes on, and the status bar says so.
  await views(page).getByRole('button', { name: 'Tasks' }).click();
  await expect(creating(page)).toBeVisible();
  const before = (await storedNames(bridge)).length;
  await expect.poll(async () => (await storedNames(bridge)).length).toBeGreaterThan(before);

  // Back (the status bar leads there): still running, with its progress and its Stop.
  await creating(page).click();
  await expect(page.getByRole('status').filter({ hasText: /Creating [\d,]+ of 400…/ })).toBeVisible();
  const stop = page.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeFocused();
  // One run at a time: no second Create all while it runs.
  await expect(page.getByRole('button', { name: /^Create all/ })).toHaveCount(0);
  await expect(creating(page)).toHaveCount(0);

  await page.keyboard.press('Escape');
  const left = page.getByRole('status').filter({ hasText: /^[\d,]+ of 400 left to review\.$/ });
  await expect(left).toBeVisible();
  const leftCount = Number((await left.textContent())!.match(/^([\d,]+) of/)![1]!.replace(/,/g, ''));
  expect(leftCount).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: `Create all ${leftCount.toLocaleString('en-US')}` })).toBeVisible();

  // What the review says was created is what the store holds, each once, and nothing after.
  expect(await expectSettled(page, bridge)).toBe(COUNT - leftCount);

  // Started again, left and come back: the Stop button stops it as well.
  await page.getByRole('button', { name: /^Create all/ }).click();
  await views(page).getByRole('button', { name: 'Contacts' }).click();
  await page.getByRole('listbox', { name: 'Contacts' }).getByRole('option').first().click();
  await expect(creating(page)).toBeVisible();
  await page.getByRole('button', { name: 'From text…' }).click();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(left).toBeVisible();
  const leftAfter = Number((await left.textContent())!.match(/^([\d,]+) of/)![1]!.replace(/,/g, ''));
  expect(leftAfter).toBeLessThan(leftCount);
  expect(await expectSettled(page, bridge)).toBe(COUNT - leftAfter);
});

test('Cancel the rest mid-run stops Create all: nothing is created after, and nothing twice', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await reviewAll(page);
  await page.getByRole('button', { name: `Create all ${COUNT}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /Creating [\d,]+ of 400…/ })).toBeVisible();
  await expect.poll(async () => (await storedNames(bridge)).length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Cancel the rest' }).click();
  await expect(page.getByRole('heading', { name: `Review ${COUNT} contacts found` })).toHaveCount(0);
  // Settled: the status bar no longer says it is creating.
  await expect(creating(page)).toHaveCount(0);
  const created = await expectSettled(page, bridge);
  expect(created).toBeGreaterThan(0);
  expect(created).toBeLessThan(COUNT);

  // The wizard starts afresh; the cancelled review does not come back.
  await page.getByRole('button', { name: 'From text…' }).click();
  await expect(page.getByRole('button', { name: 'Find contacts' })).toBeVisible();
});

test('leaving and coming back mid-run never starts a second Create all', async ({ page, bridge }) => {
  const count = 150;
  await openApp(page, bridge.url);
  await reviewAll(page, count);
  await page.getByRole('button', { name: `Create all ${count}` }).click();
  for (let i = 0; i < 3; i++) {
    await views(page).getByRole('button', { name: 'Tasks' }).click();
    await views(page).getByRole('button', { name: 'Contacts' }).click();
    await page.getByRole('button', { name: 'From text…' }).click();
    // Still the one run: Stop, no Create all to press again.
    const stopOrDone = page.getByRole('button', { name: /^(Stop|Done)$/ });
    await expect(stopOrDone).toBeVisible();
    await expect(page.getByRole('button', { name: /^Create all/ })).toHaveCount(0);
  }
  // Let it finish: every card created once.
  await expect(page.getByRole('status').filter({ hasText: /^150 contacts created/ })).toBeVisible({ timeout: 45_000 });
  const names = await storedNames(bridge);
  expect(names).toHaveLength(count);
  expect(new Set(names).size).toBe(count);
});
