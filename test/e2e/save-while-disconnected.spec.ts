// A save made while Rolodeck's local bridge is down (an app restart, a crash) does not hang on
// "Saving…": within a few seconds the form says Rolodeck could not be reached and that nothing
// was sent, keeps what was typed, and can be saved again. A save whose connection drops after it
// was sent fails at once, saying it may have been saved.
import type { Page } from '@playwright/test';
import { seedContacts } from './helpers/api';
import type { RunningBridge } from './helpers/bridge';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp, statusBar } from './helpers/ui';

/** Grace Hopper open in her form, her company typed over and not saved yet. */
async function editGraceCompany(page: Page, bridge: RunningBridge) {
  await seedContacts(bridge, [{ name: 'Grace Hopper', company: 'US Navy' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Grace Hopper' });
  const company = form.getByRole('textbox', { name: 'Company', exact: true });
  await company.fill('Harvard Mark I');
  return { form, company };
}

test('a save while the bridge is stopped fails within seconds, saying so, and keeps what was typed', async ({ page, bridge }) => {
  const { form, company } = await editGraceCompany(page, bridge);

  await bridge.stop();
  await expect(statusBar(page)).toContainText('Disconnected from Rolodeck');
  const save = form.getByRole('button', { name: 'Save changes' });
  await save.click();
  // Within seconds (the bridge gives an unsent call 5 s to reconnect), not "Saving…" for ever.
  await expect(form.getByRole('alert')).toContainText(/Rolodeck cannot be reached.*not sent to it and nothing changed/, { timeout: 15_000 });
  await expect(company).toHaveValue('Harvard Mark I');
  await expect(save).toBeEnabled();
});

test('a save whose connection drops before Rolodeck answers fails at once, saying to check whether it was saved', async ({ page, bridge }) => {
  // Between the page and the bridge: the first save is taken from the page, and the connection
  // dropped before any answer — as when Rolodeck stops while it works.
  let dropNextSave = true;
  await page.routeWebSocket(/\/api\?token=/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (dropNextSave && String(message).includes('"contacts.update"')) {
        dropNextSave = false;
        ws.close();
        server.close();
        return;
      }
      server.send(message);
    });
  });
  const { form, company } = await editGraceCompany(page, bridge);

  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Rolodeck did not answer: the connection to it was lost. What you typed is still here; check whether it was saved once it reconnects.',
    { timeout: 3_000 },
  );
  await expect(company).toHaveValue('Harvard Mark I');

  // Reconnected, it saves.
  await expect(statusBar(page)).not.toContainText('Disconnected');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name: 'Grace Hopper' }).getByText('Harvard Mark I').first()).toBeVisible();
});
