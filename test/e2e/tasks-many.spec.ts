// The Tasks view with thousands of tasks: each bucket shows its first tasks and the count of the
// rest, and "Show more" reaches further, instead of drawing hundreds of tasks per bucket.
import { randomUUID } from 'node:crypto';
import { FIRST_TASKS } from '../../renderer/src/lib/taskPages';
import { openApp } from './helpers/ui';
import { expect, testWithContacts } from './helpers/syntheticBridge';

const PER_BUCKET = 2_000;
const test = testWithContacts(2_000, (store) => {
  const contacts = (store.sqlite.prepare('select id from contacts order by rowid').all() as { id: string }[]).map((r) => r.id);
  const insert = store.sqlite.prepare(
    `insert into tasks (id, remote_id, contact_id, title, due_date, completed, completed_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = Date.now();
  store.transaction(() => {
    for (let i = 0; i < PER_BUCKET; i++) {
      const past = new Date(now - (i + 1) * 3600_000).toISOString();
      const later = new Date(now + (i + 2) * 86_400_000).toISOString();
      insert.run(randomUUID(), `o${i}`, contacts[i], `Overdue call ${i}`, past, 0, null, past, past);
      insert.run(randomUUID(), `u${i}`, contacts[i], `Upcoming call ${i}`, later, 0, null, past, past);
      insert.run(randomUUID(), `d${i}`, contacts[i], `Done call ${i}`, past, 1, past, past, past);
    }
  });
});

test('each bucket shows its first tasks, says how many more, and shows more on request', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  const bucket = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
  await expect(bucket('Overdue').getByRole('listitem')).toHaveCount(FIRST_TASKS.overdue);
  await expect(bucket('Upcoming').getByRole('listitem')).toHaveCount(FIRST_TASKS.upcoming);
  await expect(bucket('Done').getByRole('listitem')).toHaveCount(FIRST_TASKS.done);
  await expect(bucket('Overdue').getByRole('heading')).toContainText('2,000');
  const more = bucket('Overdue').getByRole('button', { name: `Show ${(PER_BUCKET - FIRST_TASKS.overdue).toLocaleString('en-US')} more in Overdue` });
  await more.click();
  await expect(bucket('Overdue').getByRole('listitem')).not.toHaveCount(FIRST_TASKS.overdue);
  expect(await bucket('Overdue').getByRole('listitem').count()).toBeLessThan(PER_BUCKET);
  await expect(bucket('Overdue').getByRole('button', { name: /^Show [\d,]+ more in Overdue$/ })).toBeVisible();
});
