// A form's Save (Add task, Save changes…) pressed from the keyboard keeps the keyboard while the
// save is under way: the button says it is busy (aria-disabled) instead of being disabled, which
// dropped the keyboard on the page body. A second press meanwhile sends nothing, and after a
// refusal the keyboard is still on the button: Escape closes the form, Tab goes on from there.
import type { Locator, Page } from '@playwright/test';
import { connectApi, seedContacts } from './helpers/api';
import type { RunningBridge } from './helpers/bridge';
import { expect, test, testWithRefusingService } from './helpers/fixtures';
import { holdAnswerTo, type HeldAnswer } from './helpers/heldAnswer';
import { taskBucket } from './helpers/tasks';
import { connectService, contactOption, createContact, moveWithMenu, openApp, syncNow } from './helpers/ui';

const DAY = 24 * 3600_000;

/** Presses the focused `button` twice while its save is held, then has the save refused. */
async function pressTwiceThenRefused(page: Page, held: HeldAnswer, busy: Locator, button: Locator) {
  await page.keyboard.press('Enter');
  await expect.poll(() => held.held()).toBe(true);
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await expect(busy).toBeFocused();
  await page.keyboard.press('Enter');
  held.refuse();
  await expect(page.getByRole('alert').filter({ hasText: 'disk full' })).toBeVisible();
  await expect(button).toBeFocused();
  await expect(button).not.toHaveAttribute('aria-disabled');
  expect(held.calls()).toBe(1);
}

test('Save changes keeps the keyboard while saving and after a refusal; Escape then closes the edit', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const held = await holdAnswerTo(page, 'contacts.update', { reachesCore: false });
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Ada Lovelace' });
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
  await form.getByRole('button', { name: 'Save changes' }).focus();

  await pressTwiceThenRefused(page, held, form.getByRole('button', { name: 'Saving…' }), form.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
});

test('Add task keeps the keyboard while adding and after a refusal; Tab goes on to Cancel', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const held = await holdAnswerTo(page, 'tasks.create', { reachesCore: false });
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('button', { name: 'Add task' }).click();
  const form = page.getByRole('form', { name: 'New task for Ada Lovelace' });
  await form.getByRole('textbox', { name: /Title/ }).fill('Call about the engine');
  await form.getByRole('button', { name: 'Add task' }).focus();

  await pressTwiceThenRefused(page, held, form.getByRole('button', { name: 'Adding…' }), form.getByRole('button', { name: 'Add task' }));
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeFocused();
});

/** Ada's task "Send the notes", due in three days, shown in the Tasks view; `method`'s answer held. */
async function taskShown(page: Page, bridge: RunningBridge, method: string) {
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const api = await connectApi(bridge);
  await api.call('tasks.create', { contactId: ada!.id, title: 'Send the notes', dueDate: new Date(Date.now() + 3 * DAY).toISOString() });
  api.close();
  const held = await holdAnswerTo(page, method, { reachesCore: false });
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  return { held, upcoming: taskBucket(page, 'Upcoming') };
}

test('Save of a task edit keeps the keyboard while saving and after a refusal', async ({ page, bridge }) => {
  const { held, upcoming } = await taskShown(page, bridge, 'tasks.update');
  await upcoming.getByRole('button', { name: 'Edit task Send the notes' }).click();
  const edit = upcoming.getByRole('form', { name: 'Edit task Send the notes' });
  await edit.getByLabel('Title').fill('Send the engine notes');
  await edit.getByRole('button', { name: 'Save' }).focus();
  await pressTwiceThenRefused(page, held, edit.getByRole('button', { name: 'Saving…' }), edit.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Escape');
  await expect(edit).toHaveCount(0);
  await expect(upcoming.getByRole('button', { name: 'Edit task Send the notes' })).toBeFocused();
});

test('Save of a new due date keeps the keyboard while saving and after a refusal', async ({ page, bridge }) => {
  const { held, upcoming } = await taskShown(page, bridge, 'tasks.reschedule');
  await upcoming.getByRole('button', { name: 'Reschedule Send the notes' }).click();
  const due = upcoming.getByRole('form', { name: 'New due date for Send the notes' });
  await due.getByRole('button', { name: 'Next week' }).click();
  await due.getByRole('button', { name: 'Save' }).focus();
  await pressTwiceThenRefused(page, held, due.getByRole('button', { name: 'Saving…' }), due.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Escape');
  await expect(due).toHaveCount(0);
  await expect(upcoming.getByRole('button', { name: 'Reschedule Send the notes' })).toBeFocused();
});

testWithRefusingService('Save and send again of a refused change keeps the keyboard while sending and after a refusal', async ({ page, bridge, service }) => {
  const held = await holdAnswerTo(page, 'sync.editOp', { reachesCore: false });
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Alan Turing', email: 'alan@example.com' });
  // Moved into the app's own "Contacted" before connecting: this service has no such stage.
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' }).click();
  await moveWithMenu(page.getByRole('region', { name: 'Not in pipeline' }), 'Alan Turing', 'Contacted');
  await expect(page.getByRole('region', { name: 'Contacted', exact: true }).getByRole('listitem', { name: 'Alan Turing' })).toBeVisible();
  await connectService(page, service);
  await syncNow(page);
  const change = page.getByRole('region', { name: /Changes not accepted/ }).getByRole('listitem').first();
  await change.getByRole('button', { name: 'Edit' }).click();
  await change.getByRole('button', { name: 'Save and send again' }).focus();
  await pressTwiceThenRefused(page, held, change.getByRole('button', { name: 'Sending…' }), change.getByRole('button', { name: 'Save and send again' }));
  await page.keyboard.press('Tab');
  await expect(change.getByRole('button', { name: 'Cancel' })).toBeFocused();
});
