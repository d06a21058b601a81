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
