// The status bar in its fullest state (offline, a change waiting, items needing attention, the
// last error, when it last synced) never makes the window wider than it is, at the window's
// minimum width (720 px) and a usual one (1280 px), light and dark: low-priority items give way
// with "…" (whole in their tooltip), "2 items need your attention" stays whole on one line, and
// the sidebar's Sync badge sits beside its icon, not on it.
import { ANNOUNCEMENT_CLEARS_AFTER_MS } from '../../renderer/src/lib/announcementTiming';
import { connectApi, seedContacts } from './helpers/api';
import { expect, testWithService as test } from './helpers/fixtures';
import { expectNoSeriousA11yViolations } from './helpers/screenshots';
import { remoteContactByEmail } from './helpers/service';
import { connectService, createContact, openApp, statusBar, syncNow } from './helpers/ui';

const shots = '/tmp/fix-layout-shots';
const tag = process.env.SHOT_TAG ?? 'after';

/** Problems with the status bar as laid out now; [] when it fits. */
const statusBarProblems = `(() => {
  const problems = [];
  const width = window.innerWidth;
  const page = document.documentElement;
  if (page.scrollWidth > width) problems.push('page is ' + page.scrollWidth + ' px wide in a ' + width + ' px window');
  const bar = document.querySelector('footer[aria-label="Status"]');
  const box = bar.getBoundingClientRect();
  if (box.right > width + 0.5) problems.push('bar ends at ' + Math.round(box.right) + ' px');
  // text-overflow only draws "…" in a block container: a flex or grid item box clips silently.
  const ellipsizes = (s) => s.textOverflow === 'ellipsis' && s.overflowX !== 'visible' && ['block', 'inline-block', 'flow-root', 'list-item'].includes(s.display);
  // The live region for screen readers is hidden on purpose (.visually-hidden): not laid out text.
  const hidden = (el) => Boolean(el.closest('.visually-hidden'));
  for (const el of bar.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if ((r.width === 0 && r.height === 0) || hidden(el)) continue;
    const text = (el.textContent || '').trim().slice(0, 40);
    // Text inside an item that ends in "…" runs on past it, hidden: that is the point.
    let shortened = false;
    for (let up = el.parentElement; up && up !== bar; up = up.parentElement) shortened ||= ellipsizes(getComputedStyle(up));
    if (!shortened && (r.left < box.left - 0.5 || r.right > box.right + 0.5)) problems.push('outside the bar: ' + (text || el.tagName));
    if (el.scrollWidth > el.clientWidth + 1 && !ellipsizes(getComputedStyle(el))) problems.push('cut without "…": ' + text);
  }
  for (const item of bar.children) {
    if (hidden(item)) continue;
    const text = (item.textContent || '').trim();
    const r = item.getBoundingClientRect();
    // Left out (display: none) is fine; shown as a sliver is not.
    if (text && r.height > 0 && r.width < 40) problems.push('squeezed to nothing: ' + text.slice(0, 40));
  }
  return problems;
})()`;

/** How many lines a text takes (its line boxes' distinct tops). */
const lines = (selector: string) => `(() => {
  const range = document.createRange();
  range.selectNodeContents(document.querySelector(${JSON.stringify(selector)}));
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
})()`;

const badgeApartFromIcon = `(() => {
  const sync = [...document.querySelectorAll('nav[aria-label="Views"] button')].find((b) => b.title === 'Sync');
  const icon = sync.querySelector('.sidebar__icon').getBoundingClientRect();
  const badge = sync.querySelector('.sidebar__badge').getBoundingClientRect();
  const nav = document.querySelector('nav[aria-label="Views"]').getBoundingClientRect();
  const contacts = [...document.querySelectorAll('nav[aria-label="Views"] button')].find((b) => b.title === 'Contacts').querySelector('.sidebar__icon').getBoundingClientRect();
  return {
    // In line with the other views' icons, not pushed aside by the badge.
    aligned: Math.abs((icon.left + icon.right) / 2 - (contacts.left + contacts.right) / 2) <= 1,
    apart: badge.left >= icon.right || badge.right <= icon.left || badge.top >= icon.bottom || badge.bottom <= icon.top,
    inSidebar: badge.left >= nav.left && badge.right <= nav.right,
  };
})()`;

test('the fullest status bar fits the window at 720 and 1280 px, light and dark', async ({ page, bridge, service }) => {
  const [grace, alan] = await seedContacts(bridge, [
    { name: 'Grace Hopper', company: 'US Navy', position: 'Rear Admiral', emails: ['grace@example.com'] },
    { name: 'Alan Turing', company: 'Bletchley Park', emails: ['alan@example.com'] },
  ]);
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'grace@example.com'))?.id).toBeTruthy();
  const remoteId = (await remoteContactByEmail(service, 'grace@example.com'))!.id as string;

  // Both sides change the company and the position: conflicts, items that need the user.
  const api = await connectApi(bridge);
  await api.call('contacts.update', { id: grace!.id, patch: { company: 'Harvard Mark I', position: 'Programmer' } });
  await service.request('PATCH', `/api/contacts/${remoteId}`, { company: 'Remington Rand', position: 'Director' });
  await syncNow(page);
  await expect(statusBar(page)).toContainText(/items? needs? your attention/);

  // Then a change waits while the service is down, and a sync attempt fails.
  await api.call('contacts.update', { id: alan!.id, patch: { position: 'Cryptanalyst' } });
  api.close();
  await service.stop();
  await syncNow(page);
  await expect(statusBar(page)).toContainText('Offline');
  await expect(statusBar(page)).toContainText(/\d+ changes? waiting to sync/);
  await expect(statusBar(page)).toContainText('Last error');
  await expect(statusBar(page)).toContainText('Last synced');
  const attention = statusBar(page).getByRole('button', { name: /need.* your attention/ });

  for (const width of [720, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 700 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('button', { name: 'Sync now' }).focus();
      await page.screenshot({ path: `${shots}/${tag}-status-bar-${width}-${scheme}.png` });

      expect(await page.evaluate(statusBarProblems), `at ${width} px`).toEqual([]);
      if (width === 720) await expectNoSeriousA11yViolations(page);
      // Focusing Sync now does not scroll the window sideways; the sidebar's logo stays whole.
      expect(await page.evaluate('[window.scrollX, document.scrollingElement.scrollLeft, document.querySelector(".app").scrollLeft]')).toEqual([0, 0, 0]);
      const logo = (await page.locator('.sidebar__logo').boundingBox())!;
      expect(logo.x).toBeGreaterThanOrEqual(0);
      const syncButton = (await page.getByRole('button', { name: 'Sync now' }).boundingBox())!;
      expect(syncButton.x + syncButton.width).toBeLessThanOrEqual(width);

      // The one thing to act on stays whole, on one line.
      await expect(attention).toBeVisible();
      expect(await attention.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await page.evaluate(lines('footer[aria-label="Status"] button'))).toBe(1);
      // The full text of anything shortened is one hover away.
      await expect(statusBar(page).getByTitle(/^Last error: /)).toHaveCount(1);
      await expect(statusBar(page).getByTitle(/^Offline — /)).toHaveCount(1);

      expect(await page.evaluate(badgeApartFromIcon), `Sync badge at ${width} px`).toEqual({ aligned: true, apart: true, inSidebar: true });
    }
  }
});

/** Notes every text the page's live regions (role=status) hold, at every change: what a screen reader hears. */
const noteLiveTexts = `(() => {
  window.__live = [];
  const note = () => {
    for (const region of document.querySelectorAll('[role=status]')) {
      const text = (region.textContent || '').trim();
      if (text && window.__live[window.__live.length - 1] !== text) window.__live.push(text);
    }
  };
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;
const liveTexts = (page: import('@playwright/test').Page) => page.evaluate<string[]>('window.__live');

test('background syncs and autosaves are not announced; going offline and online again are', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);
  await expect(statusBar(page)).toContainText('Online');
  await page.evaluate(noteLiveTexts);

  await syncNow(page);
  await syncNow(page);
  expect((await liveTexts(page)).filter((t) => t.startsWith('Syncing'))).toEqual([]);

  await service.stop();
  await syncNow(page);
  await expect(statusBar(page).getByRole('status')).toHaveText(/^Offline — changes are kept and will sync later\./);
  await service.start();
  await syncNow(page);
  await expect(statusBar(page).getByRole('status')).toHaveText(/^Online\./);
  // What the bar shows is unchanged for the eye.
  await expect(statusBar(page)).toContainText('Online');

  // An email kept as it is typed says so on screen, without reading it out at each pause.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await createContact(page, { name: 'Ada Lovelace' });
  const detail = page.getByRole('article', { name: 'Ada Lovelace' });
  await detail.getByRole('button', { name: 'Write an email' }).click();
  const email = detail.getByRole('region', { name: 'Email' });
  await email.getByRole('textbox', { name: 'Subject' }).fill('Tuesday');
  await expect(email.getByText('Kept as a draft.')).toBeVisible();
  await email.getByRole('textbox', { name: 'Message' }).fill('See you then.');
  await expect(email.getByText('Kept as a draft.')).toBeVisible();
  const heard = await liveTexts(page);
  expect(heard.filter((t) => t.includes('Saving…') || t.includes('Kept as a draft.'))).toEqual([]);
});

test('browsing the footer hears the sync state once; going offline is still announced', async ({ page, bridge, service }) => {
  // The page's clock runs as usual; the test moves it on past the announcement instead of waiting.
  await page.clock.install();
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);
  await service.stop();
  await syncNow(page);
  const offline = 'Offline — changes are kept and will sync later';
  await expect(statusBar(page).getByRole('status')).toHaveText(new RegExp(`^${offline}\\.`));

  await page.clock.runFor(ANNOUNCEMENT_CLEARS_AFTER_MS);
  await expect(statusBar(page).getByRole('status')).toHaveText('');
  // What a screen reader browses in the footer: the state, said once, by the visible label.
  const heard = await statusBar(page).ariaSnapshot();
  expect(heard.split(offline).length - 1, heard).toBe(1);
  await expect(statusBar(page)).toContainText(offline);
});
