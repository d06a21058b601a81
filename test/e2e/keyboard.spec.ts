// The keyboard: the command palette reaches views and actions; shortcuts for search, new contact
// and views; the theme follows the system and the setting.
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

test('the command palette opens with Ctrl+K and reaches views, actions and contacts', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', company: 'US Navy' }]);
  await openApp(page, bridge.url);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('pipeline');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  // The keyboard lands on the view's title, not the page body.
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeFocused();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('hopper');
  await expect(palette.getByRole('option', { name: /Grace Hopper/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Contacts' })).toBeFocused();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('edit the selected');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Edit Grace Hopper' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('in the palette, contacts matching the typed name take the highlight when they arrive, and loose matches are left out', async ({ page, bridge }) => {
  await seedContacts(bridge, ['Dara Adams', 'Dara Brook', 'Dara Chen', 'Dara Diaz', 'Dara Evans'].map((name) => ({ name })));
  await openApp(page, bridge.url);
  const palette = page.getByRole('dialog', { name: 'Command palette' });

  await page.keyboard.press('Control+k');
  await page.keyboard.type('Dara');
  const options = palette.getByRole('option');
  await expect(options).toHaveCount(5);
  await expect(options.first()).toHaveText(/^Dara /);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // Scattered letters are not a match: no "Theme: dark", no "Add contacts from text…".
  await expect(palette.getByRole('option', { name: /Theme|Add contacts/ })).toHaveCount(0);
  const first = (await options.first().textContent())!.trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: first })).toBeVisible();

  // Moved with the arrows, the highlight stays where the user put it.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('Dara');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.waitForTimeout(300);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');

  // Words still reach commands: the start of a word ranks them, the palette stays whole at 200% zoom.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 640, height: 400 });
  await page.keyboard.press('Control+k');
  const box = await palette.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(400);
  await page.keyboard.press('End');
  const last = palette.locator('[cmdk-item][aria-selected="true"]');
  await expect(last).toHaveText(/Theme: dark/);
  await expect(last).toBeInViewport();
  await page.keyboard.type('new c');
  await expect(options.first()).toHaveText(/New contact/);
});

test('shortcuts: / and Ctrl+F search, Ctrl+N and n new contact, g then a letter changes view', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
  await page.locator('body').press('/');
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toBeFocused();

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  await page.keyboard.press('Control+f');
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toBeFocused();

  await page.keyboard.press('Control+n');
  await expect(page.getByRole('form', { name: 'New contact' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.locator('body').press('g');
  await page.locator('body').press('t');
  // The view's title takes the keyboard, so Tab goes on from there, not from the sidebar.
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeFocused();
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  // No contacts to move through: the search box takes the keyboard.
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toBeFocused();
  await page.keyboard.press('Tab'); // out of the search box, where letters are typing
  await page.keyboard.press('g');
  await page.keyboard.press('p');
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeFocused();

  await page.keyboard.press('n');
  await expect(page.getByRole('form', { name: 'New contact' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  // Opened by a shortcut, Escape hands the keyboard to New contact rather than the page body.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('form', { name: 'New contact' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New contact' }).first()).toBeFocused();
});

test('dark and light themes follow the system unless the setting says otherwise', async ({ page, bridge }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page, bridge.url);
  const body = page.locator('body');
  const background = () => page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
  const dark = await background();
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await background();
  expect(dark).not.toBe(light);

  // The setting wins over the system, and is remembered.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('theme: dark');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(body).toHaveCSS('background-color', dark);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await page.getByRole('radio', { name: 'Same as the system' }).check();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expect(body).toHaveCSS('background-color', light);
});

test('focus lands where the work goes on: forms that open take it, and what opened them gets it back', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', company: 'US Navy', emails: ['grace@example.com'] }]);
  await openApp(page, bridge.url);
  await page.getByRole('option', { name: /Grace Hopper/ }).click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });

  // The palette gives focus back to where it was, and Tab does not leave it.
  const searchBox = page.getByRole('searchbox', { name: 'Search contacts' });
  await searchBox.focus();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(palette.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(searchBox).toBeFocused();

  // An inline form takes the keyboard; closing it gives it back to its button.
  await detail.getByRole('button', { name: 'Write an email' }).press('Enter');
  // (No service here, so no drafting: the email starts in To.)
  await expect(detail.getByRole('region', { name: 'Email' }).getByRole('combobox', { name: 'To' })).toBeFocused();
  await detail.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(detail.getByRole('button', { name: 'Write an email' })).toBeFocused();

  await detail.getByRole('button', { name: 'Add task' }).press('Enter');
  const taskForm = detail.getByRole('region', { name: 'Tasks' });
  await expect(taskForm.locator(':focus')).toHaveCount(1);
  await taskForm.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(detail.getByRole('button', { name: 'Add task' })).toBeFocused();

  // Back from the edit form, on Edit.
  await detail.getByRole('button', { name: 'Edit' }).press('Enter');
  const form = page.getByRole('form', { name: 'Edit Grace Hopper' });
  await form.getByRole('textbox', { name: 'Position', exact: true }).fill('Rear Admiral');
  await form.getByRole('button', { name: 'Save changes' }).press('Enter');
  await expect(detail.getByRole('button', { name: 'Edit' })).toBeFocused();
  await expect(detail).toContainText('Rear Admiral');
});

test('moving through the list past a contact with a kept edit leaves the keyboard in the list', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }, { name: 'Grace Hopper' }, { name: 'Katherine Johnson' }]);
  await openApp(page, bridge.url);
  const list = page.getByRole('listbox', { name: 'Contacts' });
  await contactOption(page, 'Grace Hopper').click();
  await page.keyboard.press('e');
  const form = page.getByRole('form', { name: 'Edit Grace Hopper' });
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeFocused();
  await form.getByRole('textbox', { name: 'Position', exact: true }).fill('Rear Admiral');
  // Another contact: the edit is kept as a draft.
  await contactOption(page, 'Ada Lovelace').click();
  await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();

  await list.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  // Grace's kept edit shows, and the keyboard stays in the list: the next j moves on.
  await expect(form.getByText('Your unsaved changes are back.')).toBeVisible();
  await expect(list).toBeFocused();
  await page.keyboard.press('j');
  await expect(contactOption(page, 'Katherine Johnson')).toHaveAttribute('aria-selected', 'true');
  await expect(list).toBeFocused();
  await page.keyboard.press('k');
  await page.keyboard.press('Enter');
  await expect(name).toHaveValue('Grace Hopper');
  await expect(form.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue('Rear Admiral');
  await expect(contactOption(page, 'Grace Hopper')).toHaveAccessibleName(/^Grace Hopper/);
  await expect(list).toBeFocused();

  // e takes the keyboard into the form the user chose; Escape leaves it on Edit, as any edit.
  await page.keyboard.press('e');
  await expect(name).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Grace Hopper' }).getByRole('button', { name: 'Edit' })).toBeFocused();
});

test('g c then j j e: the list takes the keyboard, j moves through it and e edits, as from anywhere else', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }, { name: 'Grace Hopper' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeFocused();
  for (const key of ['g', 'c', 'j', 'j', 'e']) await page.keyboard.press(key);
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('');
  await expect(contactOption(page, 'Grace Hopper')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Edit Grace Hopper' }).getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
});

test('shortcuts work with the keyboard on a task’s checkbox, and not while typing', async ({ page, bridge }) => {
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  const api = await connectApi(bridge);
  for (const title of ['First call', 'Second call']) await api.call('tasks.create', { contactId: ada!.id, title, dueDate: new Date(Date.now() - 86_400_000).toISOString() });
  api.close();
  await openApp(page, bridge.url);
  const goTasks = () => page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  const firstCheckbox = () => page.getByRole('region', { name: /^Overdue/ }).getByRole('checkbox').first();
  await goTasks();

  // Ticked with Space: the keyboard is on the next task's checkbox, and g c still goes to Contacts.
  await firstCheckbox().focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: /^Done/ }).getByRole('checkbox')).toHaveCount(1);
  await expect(firstCheckbox()).toBeFocused();
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  // The contact list takes the keyboard, so the letter shortcuts go on working.
  await expect(page.getByRole('listbox', { name: 'Contacts' })).toBeFocused();

  await goTasks();
  await firstCheckbox().focus();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toBeFocused();
  // In the search box, n is a letter typed.
  await page.keyboard.press('n');
  await expect(page.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('n');
  await expect(page.getByRole('form', { name: 'New contact' })).toHaveCount(0);

  await goTasks();
  await firstCheckbox().focus();
  await page.keyboard.press('n');
  await expect(page.getByRole('form', { name: 'New contact' })).toBeVisible();
});

test('on the wizard’s review, j, k and e do not replace it; the palette offers Next contact only where the list shows', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  await page.getByRole('button', { name: 'From text…' }).click();
  await page.getByRole('textbox', { name: 'Text to read' }).fill('Grace Hopper\ngrace@example.com\n\nAlan Turing\nalan@example.com');
  await page.getByRole('button', { name: 'Find contacts' }).click();
  const create = page.getByRole('form', { name: /Grace Hopper/ }).getByRole('button', { name: 'Create contact' });
  await create.focus();
  for (const key of ['j', 'k', 'e']) await page.keyboard.press(key);
  await expect(create).toBeFocused();
  await expect(contactOption(page, 'Ada Lovelace')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: /Edit/ })).toHaveCount(0);

  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const offered = async (label: string) => {
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    const count = await palette.getByRole('option', { name: new RegExp(`^${label}`) }).count();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    return count;
  };
  expect(await offered('Next contact')).toBe(1);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  expect(await offered('Next contact')).toBe(0);
  expect(await offered('Previous contact')).toBe(0);
});

test('a screen reader hears the palette’s highlighted item as it follows the typing, and “Nothing matches”', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', company: 'US Navy' }]);
  await openApp(page, bridge.url);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const input = palette.getByRole('combobox');
  const highlighted = async () => {
    const id = await input.getAttribute('aria-activedescendant');
    return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : null;
  };
  await page.keyboard.type('pipeline');
  await expect.poll(highlighted).toBe('Pipeline' + 'G P');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('grace');
  // The contact found by name takes the highlight when it arrives, and the input says so.
  await expect(palette.getByRole('option', { name: /Grace Hopper/ })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(highlighted).toBe('Grace HopperUS Navy');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('zzzz');
  await expect(palette.getByRole('status')).toHaveText('Nothing matches. Try “new”, “pipeline” or part of a name.');
  await expect.poll(highlighted).toBeNull();
});

test('shortcuts follow the key’s place with a Russian layout, and a Mac shows ⌘', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Charles Babbage' }]);
  // (The page's own globals: this file is typed for Node, without the DOM's names.)
  await page.addInitScript(() => Object.defineProperty((globalThis as any).Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
  await openApp(page, bridge.url);
  await expect(page.getByRole('button', { name: /Commands/ }).getByText('⌘ K')).toBeVisible();
  // What a Russian layout sends: Ctrl with "л" on the K key, "о" on the J key.
  const press = (key: string, code: string, ctrlKey = false) =>
    page.evaluate(
      ([key, code, ctrlKey]) => {
        const page = globalThis as any;
        page.document.activeElement.dispatchEvent(new page.KeyboardEvent('keydown', { key, code, ctrlKey, bubbles: true, cancelable: true }));
      },
      [key, code, ctrlKey] as const,
    );
  await press('л', 'KeyK', true);
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('option', { name: /^Search contacts/ })).toContainText('⌘ F');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await contactOption(page, 'Ada Lovelace').click();
  await press('о', 'KeyJ');
  await expect(contactOption(page, 'Charles Babbage')).toHaveAttribute('aria-selected', 'true');
});
