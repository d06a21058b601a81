// A refusal where no form is open (a task's tick, the contact's emails not read) is shown as an
// alert, which a screen reader reads out as it appears; a refused tick stays shown until the user
// ticks again (the lists reloaded after it no longer take it away at once).
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { holdAnswerTo } from './helpers/heldAnswer';
import { taskBucket } from './helpers/tasks';
import { contactOption, openApp } from './helpers/ui';

const DAY = 24 * 3600_000;

async function adaWithTask(bridge: Parameters<typeof seedContacts>[0]) {
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const api = await connectApi(bridge);
  await api.call('tasks.create', { contactId: ada!.id, title: 'Send the notes', dueDate: new Date(Date.now() + 3 * DAY).toISOString() });
  api.close();
}

test('a refused tick in the Tasks view is read out and stays until the next tick', async ({ page, bridge }) => {
  await adaWithTask(bridge);
  const tick = await holdAnswerTo(page, 'tasks.complete', { reachesCore: false });
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  const box = taskBucket(page, 'Upcoming').getByRole('checkbox', { name: 'Send the notes' });
  await box.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => tick.held()).toBe(true);
  tick.refuse();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText('The store could not be written: disk full.');
  // Shown open again: the lists were read again after the refusal, and it is still said.
  await expect(box).not.toBeChecked();
  await expect(alert).toHaveText('The store could not be written: disk full.');
  // Ticked again (passed on this time), it goes.
  await box.focus();
  await page.keyboard.press('Space');
  await expect(alert).toHaveCount(0);
  await expect(taskBucket(page, 'Done').getByRole('checkbox', { name: 'Send the notes' })).toBeChecked();
});

test('a refused tick in a contact\'s tasks is read out', async ({ page, bridge }) => {
  await adaWithTask(bridge);
  const tick = await holdAnswerTo(page, 'tasks.complete', { reachesCore: false });
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  const ada = page.getByRole('article', { name: 'Ada Lovelace' });
  await ada.getByRole('checkbox', { name: 'Send the notes' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => tick.held()).toBe(true);
  tick.refuse();
  await expect(ada.getByRole('alert')).toHaveText('The store could not be written: disk full.');
});

test('the emails of a contact not read are read out', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const drafts = await holdAnswerTo(page, 'email.drafts', { reachesCore: false });
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await expect.poll(() => drafts.held()).toBe(true);
  drafts.refuse('The emails could not be read.');
  await expect(page.getByRole('article', { name: 'Ada Lovelace' }).getByRole('alert')).toHaveText('The emails could not be read.');
});
