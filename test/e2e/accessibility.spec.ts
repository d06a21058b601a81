// Each main view, with realistic data, has no serious or critical axe violations, in light and
// dark; a screenshot of each is kept under test-results/screenshots/.
import type { Page } from '@playwright/test';
import { connectApi, seedContacts } from './helpers/api';
import { graceChangedOnBothSides } from './helpers/conflicts';
import { emailSentWhileStopping } from './helpers/emailAttention';
import { expect, test, testWithHeldWriter, testWithRefusingService, testWithService } from './helpers/fixtures';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInEveryLook, saveScreenshot } from './helpers/screenshots';
import { connectService, contactOption, createContact, emailToSyncedContact, moveWithMenu, openApp, openWizard, syncNow } from './helpers/ui';

async function goTo(page: Page, view: string) {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every main view passes axe (${scheme})`, async ({ page, bridge }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: scheme });
    const [ada] = await seedContacts(bridge, [
      {
        name: 'Ada Lovelace',
        company: 'Analytical Engines',
        position: 'Mathematician',
        emails: ['ada@example.com', 'countess@example.com'],
        phones: ['+44 20 7946 0000'],
        website: 'https://example.com/ada',
        address: '12 St James’s Square, London',
        meetingContext: 'Met at a Babbage soirée',
        additionalInfo: 'Wrote the first published program.',
      },
      { name: 'Alan Turing', company: 'Bletchley Park', position: 'Cryptanalyst', emails: ['alan@example.com'] },
      { name: 'Grace Hopper', company: 'US Navy', position: 'Rear Admiral' },
      { name: 'Katherine Johnson', company: 'NASA', position: 'Mathematician' },
      { name: 'Tim Berners-Lee', company: 'CERN' },
    ]);
    const api = await connectApi(bridge);
    const states = await api.call('pipelineStates.list', {});
    await api.call('contacts.setPipelineState', { id: ada!.id, stateId: states[1]!.id });
    await api.call('tasks.create', { contactId: ada!.id, title: 'Send the engine notes', dueDate: new Date(Date.now() - 86_400_000).toISOString(), type: 'email' });
    await api.call('tasks.create', { contactId: ada!.id, title: 'Call about the proposal', dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(), type: 'call' });
    api.close();

    await openApp(page, bridge.url);
    await contactOption(page, 'Ada Lovelace').click();
    await expect(page.getByRole('article', { name: 'Ada Lovelace' }).getByText('Send the engine notes')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `contacts-${scheme}`);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Website', exact: true }).fill('not a url');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Must be a web address starting with http:// or https://')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `contact-edit-${scheme}`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `palette-${scheme}`);
    await page.keyboard.press('Escape');

    await goTo(page, 'Pipeline');
    await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `pipeline-${scheme}`);

    await goTo(page, 'Tasks');
    await expect(page.getByText('Call about the proposal')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `tasks-${scheme}`);

    await goTo(page, 'Sync');
    await expect(page.getByRole('heading', { level: 1, name: 'Sync' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Conflicts/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `sync-${scheme}`);

    await goTo(page, 'Settings');
    await expect(page.getByRole('textbox', { name: 'Data folder' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `settings-${scheme}`);

    await page.keyboard.press('Control+k');
    await page.keyboard.type('add contacts from text');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'Add contacts from text' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `wizard-${scheme}`);
  });
}

test('an empty store says what to do, and passes axe', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await expect(page.getByText('No contacts yet')).toBeVisible();
  // The view is titled like the others, and a first start hears of the team service.
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toHaveCount(1);
  await expect(page.getByText(/Connect your team’s contact service/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'contacts-empty');

  await goTo(page, 'Pipeline');
  const notInPipeline = page.getByRole('region', { name: 'Not in pipeline', exact: true });
  await expect(notInPipeline.getByText('No contacts yet.', { exact: false })).toBeVisible();
  await expect(notInPipeline.getByText('Every contact is in the pipeline.')).toHaveCount(0);

  await goTo(page, 'Tasks');
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'New task' }).first().click();
  const form = page.getByRole('form', { name: 'New task' });
  await form.getByRole('combobox', { name: 'Contact' }).fill('Al');
  await expect(form.getByText('There are no contacts yet', { exact: false })).toBeVisible();
  await expect(form.getByText(/No contact matches/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Add a contact' }).click();
  await expect(page.getByRole('form', { name: 'New contact' })).toBeVisible();

  await goTo(page, 'Contacts');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Connect a service in Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('at the window’s minimum width (720 px) the contact and its form fit: nothing overlaps or runs off', async ({ page, bridge }) => {
  await page.setViewportSize({ width: 720, height: 700 });
  await seedContacts(bridge, [
    { name: 'Ada Lovelace', company: 'Analytical Engines', position: 'Mathematician', emails: ['ada@example.com'] },
    { name: 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafewarenwohlgepflegeundsorgfaltigkeitbeschutzen' },
  ]);
  await openApp(page, bridge.url);
  // The views stay reachable by name though the sidebar shows only icons.
  await expect(page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Pipeline' })).toBeVisible();

  const fits = (selector: string) =>
    page.locator(selector).evaluate((el, width) => {
      const overflowing = [...el.querySelectorAll('h2, input, textarea, button, dd')].filter((child) => {
        const r = child.getBoundingClientRect();
        return r.right > width + 1 || r.width < 40;
      });
      // The pane that scrolls (the detail column): no sideways scrolling.
      const pane = el.parentElement!;
      return { scroll: pane.scrollWidth <= pane.clientWidth + 1, overflowing: overflowing.map((c) => c.outerHTML.slice(0, 80)) };
    }, 720);
  const apart = async (a: import('@playwright/test').Locator, b: import('@playwright/test').Locator) => {
    const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
    return x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y;
  };

  await contactOption(page, 'Ada Lovelace').click();
  const detail = page.getByRole('article', { name: 'Ada Lovelace' });
  expect(await fits('.contact-detail')).toEqual({ scroll: true, overflowing: [] });
  expect(await apart(detail.getByRole('heading', { level: 2 }), detail.getByRole('button', { name: 'Edit' }))).toBe(true);

  await detail.getByRole('button', { name: 'Edit' }).click();
  expect(await fits('.contact-form')).toEqual({ scroll: true, overflowing: [] });

  await page.getByRole('form', { name: 'Edit Ada Lovelace' }).getByRole('button', { name: 'Cancel' }).click();
  await contactOption(page, 'Wolfeschlegel').click();
  expect(await fits('.contact-detail')).toEqual({ scroll: true, overflowing: [] });
  await saveScreenshot(page, 'narrow-window');
});

// The states a user meets beyond each view's first look, each checked by axe in light, dark and
// forced colours (Windows High Contrast), with reduced motion.
test.describe('every state a user meets, in every look', () => {
  test('the contact form with invalid fields, and the command palette', async ({ page, bridge }) => {
    await seedContacts(bridge, [{ name: 'Ada Lovelace', emails: ['ada@example.com'] }]);
    await openApp(page, bridge.url);
    await contactOption(page, 'Ada Lovelace').click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('textbox', { name: 'Website', exact: true }).fill('not a url');
    await page.getByRole('textbox', { name: 'Email address 1', exact: true }).fill('not an email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('textbox', { name: 'Website', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolationsInEveryLook(page, 'state-contact-invalid');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
    await expectNoSeriousA11yViolationsInEveryLook(page, 'state-palette');
  });

  test('the wizard with cards to review, and with a card in error', async ({ page, bridge }) => {
    await openApp(page, bridge.url);
    await openWizard(page);
    await page.getByRole('textbox', { name: 'Text to read' }).fill('Best regards,\nGrace Hopper\nRear Admiral, US Navy\ngrace.hopper@example.com\n\nAlan Turing\nBletchley Park\nalan@example.com');
    await page.getByRole('button', { name: 'Find contacts' }).click();
    const review = page.getByRole('form', { name: /Grace Hopper/ });
    await expect(review).toBeVisible();
    await expectNoSeriousA11yViolationsInEveryLook(page, 'state-wizard-review');

    await review.getByRole('textbox', { name: 'Email address 1', exact: true }).fill('not an email');
    await review.getByRole('button', { name: 'Create contact' }).click();
    await expect(review.getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolationsInEveryLook(page, 'state-wizard-error');
  });
});

testWithService('Settings with an invalid address, and Forget token… asking first, in every look', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await page.getByRole('button', { name: 'Forget token…' }).click();
  await expect(page.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-settings-forget');
  await page.getByRole('button', { name: 'Keep it' }).click();

  const address = page.getByRole('textbox', { name: 'Service address' });
  await address.fill('not an address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-settings-invalid');
});

testWithHeldWriter('the email composer while the service writes and after it refuses, in every look', async ({ page, bridge, service, writer }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Ada Lovelace', email: 'ada@example.com' });
  const instruction = email.getByRole('textbox', { name: /What should the email say\?/ });
  await instruction.fill('Ask about the engine notes');
  await instruction.press('Enter');
  await writer.waiting();
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-email-writing');

  // An empty email from the model: the service refuses it.
  writer.release({ subject: '', body: '' });
  await expect(email.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-email-refused');
});

testWithRefusingService('the Sync view with a conflict and a refused change, and Discard… asking first, in every look', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Alan Turing', email: 'alan@example.com' });
  // Moved before connecting: "Contacted" is not in this service's pipeline, so the move is refused.
  await goTo(page, 'Pipeline');
  await moveWithMenu(page.getByRole('region', { name: 'Not in pipeline' }), 'Alan Turing', 'Contacted');
  await goTo(page, 'Contacts');
  await graceChangedOnBothSides(page, service, { Company: 'Harvard Mark I' }, { company: 'Remington Rand' });
  await syncNow(page);
  const conflicts = page.getByRole('region', { name: /^Conflicts/ });
  const refused = page.getByRole('region', { name: /^Changes not accepted/ });
  await expect(conflicts.getByRole('button', { name: /Keep mine/ })).toBeVisible();
  await expect(refused.getByRole('button', { name: 'Discard…' })).toBeVisible();
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-sync-conflict-refused');

  await refused.getByRole('button', { name: 'Discard…' }).click();
  await expect(refused.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolationsInEveryLook(page, 'state-sync-discard');
});

testWithService('the Sync view with an email that may or may not have gone out, in every look', async ({ page, bridge, service }) => {
  const { again } = await emailSentWhileStopping(page, bridge, service);
  try {
    await goTo(page, 'Sync');
    const refused = page.getByRole('region', { name: /^Changes not accepted/ });
    await expect(refused.getByText(/Rolodeck cannot tell whether this went through/)).toBeVisible();
    await expect(refused.getByRole('button', { name: 'Open email' })).toBeVisible();
    await expectNoSeriousA11yViolationsInEveryLook(page, 'state-sync-email-attention');
  } finally {
    await again.stop();
  }
});

test('in forced colours the palette’s highlighted command and the open contact are marked, not only by a background', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }, { name: 'Alan Turing' }]);
  await page.emulateMedia({ colorScheme: 'dark', forcedColors: 'active' });
  await openApp(page, bridge.url);
  await contactOption(page, 'Ada Lovelace').click();
  const marked = (locator: import('@playwright/test').Locator) => locator.evaluate((el) => {
      const style = el.ownerDocument.defaultView!.getComputedStyle(el);
      return style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
    });
  await expect(contactOption(page, 'Ada Lovelace')).toHaveAttribute('aria-selected', 'true');
  expect(await marked(contactOption(page, 'Ada Lovelace'))).toBe(true);
  expect(await marked(contactOption(page, 'Alan Turing'))).toBe(false);

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.press('ArrowDown');
  const highlighted = palette.locator('[role=option][aria-selected=true]');
  await expect(highlighted).toHaveCount(1);
  expect(await marked(highlighted)).toBe(true);
  expect(await marked(palette.locator('[role=option][aria-selected=false]').first())).toBe(false);
  await saveScreenshot(page, 'palette-forced-colours');
});

test('the command palette keeps the keyboard while open, and gives it back where it was', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Ada Lovelace' }]);
  await openApp(page, bridge.url);
  const newContact = page.getByRole('button', { name: 'New contact', exact: true }).first();
  await newContact.focus();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  // Its field is named for what to type, as a screen reader says it.
  await expect(palette.getByRole('combobox', { name: 'Command or contact name', exact: true })).toBeFocused();
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
    await page.keyboard.press(key);
    expect(await palette.evaluate((dialog) => dialog.contains(dialog.ownerDocument.activeElement)), `after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await expect(newContact).toBeFocused();
});
