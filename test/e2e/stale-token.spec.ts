// A tab left open from an earlier start of `start:web` (the token changes at every start) is
// told so at once, instead of "reconnecting…" for ever with a form stuck on "Saving…".
import { test, expect } from './helpers/fixtures';
import { statusBar } from './helpers/ui';

test('a page with an old token says to open the new address, and a form it saves keeps what was typed', async ({ page, bridge }) => {
  await page.goto(bridge.url.replace(/#token=.*/, '#token=from-an-earlier-start'));
  await expect(statusBar(page).getByRole('status').first()).toHaveText(/Rolodeck did not let this page in: open the full address it printed last/);
  const reason = /This page is from an earlier start of Rolodeck, whose access token no longer works\. Open the address Rolodeck printed/;
  await expect(page.getByText(reason).first()).toBeVisible();

  await page.getByRole('button', { name: 'New contact' }).first().click();
  const form = page.getByRole('form', { name: 'New contact' });
  const name = form.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Typed Before Noticing');
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(form.getByText(reason)).toBeVisible();
  await expect(name).toHaveValue('Typed Before Noticing');
  await expect(form.getByRole('button', { name: 'Create contact' })).toBeEnabled();
});

test('the token leaves the address bar once the page has it, and a reload of the tab still gets in', async ({ page, bridge }) => {
  await page.goto(bridge.url);
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await expect(statusBar(page)).not.toContainText('did not let this page in');
  expect(page.url()).toBe(bridge.url.replace(/#token=.*/, ''));
  await page.reload();
  await page.getByRole('button', { name: 'New contact' }).first().click();
  const form = page.getByRole('form', { name: 'New contact' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('After A Reload');
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'After A Reload' })).toBeVisible();
  // A tab of its own, opened without the token, is not let in.
  const other = await page.context().newPage();
  await other.goto(bridge.url.replace(/#token=.*/, ''));
  await expect(statusBar(other).getByRole('status').first()).toHaveText(/did not let this page in/);
});
