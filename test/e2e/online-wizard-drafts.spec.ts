// Two flows that cross a boundary: the wizard reading text through the contact service when it
// is reachable, and an email draft outliving the app process.
import { expect } from '@playwright/test';
import { startBridge } from './helpers/bridge';
import { testWithService as test } from './helpers/fixtures';
import { remoteContactByEmail } from './helpers/service';
import { connectService, contactOption, createContact, openApp, openEmail, openWizard, search, syncNow } from './helpers/ui';

test('online, the service reads the text and creates the contact as a card scan', async ({ page, bridge, service }) => {
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);

  await openWizard(page);
  await page.getByRole('textbox', { name: 'Text to read' }).fill('Cheers,\nMargaret Hamilton\nDirector of Software Engineering | MIT Instrumentation Lab\nmargaret@mit.example\n+1 617 555 0199');
  await page.getByRole('button', { name: 'Find contacts' }).click();
  await expect(page.getByText('Read by the contact service.')).toBeVisible();
  const review = page.getByRole('form', { name: /Margaret Hamilton/ });
  await expect(review.getByRole('textbox', { name: 'Email address 1', exact: true })).toHaveValue('margaret@mit.example');
  await review.getByRole('textbox', { name: 'Meeting context', exact: true }).fill('Apollo review');
  await review.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByText('✓ Margaret Hamilton was created.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const detail = page.getByRole('article', { name: 'Margaret Hamilton' });
  await expect(detail.getByText('Business card scan')).toBeVisible();
  // Created on the service by its confirm step, with the correction applied, exactly once.
  const remote = await remoteContactByEmail(service, 'margaret@mit.example');
  expect(remote).toMatchObject({ name: 'Margaret Hamilton', creationSource: 'scan', meetingContext: 'Apollo review' });
  // After a sync the app still holds it once: the pull linked it, it did not add a copy.
  await syncNow(page);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await search(page, 'margaret');
  await expect(contactOption(page, 'Margaret Hamilton')).toHaveCount(1);
});

test('an email draft written by hand survives the app being killed', async ({ page, bridge, dataDir }) => {
  await openApp(page, bridge.url);
  await createContact(page, { name: 'Linus Torvalds', email: 'linus@example.com' });
  const email = await openEmail(page, 'Linus Torvalds');
  await email.getByRole('textbox', { name: 'Subject' }).fill('Kernel summit');
  await email.getByRole('textbox', { name: 'Message' }).fill('Hi Linus,\n\nSee you at the summit.');
  await email.getByRole('button', { name: 'Save draft' }).click();
  await expect(email.getByText('Edited by hand')).toBeVisible();

  await bridge.stop('SIGKILL');
  const restarted = await startBridge(dataDir);
  try {
    await openApp(page, restarted.url);
    const again = await openEmail(page, 'Linus Torvalds');
    await again.getByRole('button', { name: /Kernel summit/ }).click();
    await expect(again.getByRole('textbox', { name: 'Subject' })).toHaveValue('Kernel summit');
    await expect(again.getByRole('textbox', { name: 'Message' })).toHaveValue('Hi Linus,\n\nSee you at the summit.');
    await expect(again.getByRole('combobox', { name: 'To' })).toHaveValue('linus@example.com');
  } finally {
    await restarted.stop();
  }
});
