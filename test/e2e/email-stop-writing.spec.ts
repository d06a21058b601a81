// While the service writes an email (a model can take a minute), Stop — or Escape — ends the
// wait: the email is as it was, the instruction stays to try again, and the model's answer that
// comes after changes nothing. Escape once stopped leaves the editor, as it always does.
import { expect, testWithHeldWriter as test } from './helpers/fixtures';
import { emailToSyncedContact } from './helpers/ui';

const STOPPED = 'Stopped — your email is as it was.';

test('Stop while the service refines the email leaves it as it was and keeps the instruction; the late answer changes nothing', async ({ page, bridge, service, writer }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Ada Lovelace', email: 'ada@example.com' });
  const subject = email.getByRole('textbox', { name: 'Subject' });
  const body = email.getByRole('textbox', { name: 'Message' });
  await subject.fill('Engine notes');
  await body.fill('Hi Ada,\n\nMy notes on the engine.');
  await expect(email.getByText('Kept as a draft.')).toBeVisible();
  const instruction = email.getByRole('textbox', { name: 'How should it change?' });
  await instruction.fill('Make it warmer');
  await email.getByRole('button', { name: 'Refine' }).click();
  await writer.waiting();
  await expect(email.getByRole('button', { name: 'Writing…' })).toBeDisabled();
  const stop = email.getByRole('button', { name: 'Stop writing' });
  await expect(stop).toBeFocused(); // the button clicked is disabled: the keyboard is on Stop

  await stop.click();
  await expect(email.getByRole('status').filter({ hasText: STOPPED })).toBeVisible();
  await expect(stop).toHaveCount(0);
  await expect(instruction).toHaveValue('Make it warmer');
  await expect(instruction).toBeFocused();
  await expect(subject).toHaveValue('Engine notes');
  await expect(body).toHaveValue('Hi Ada,\n\nMy notes on the engine.');
  await expect(email.getByRole('alert')).toHaveCount(0); // a stop is no failure

  // The model answers now: its email goes nowhere. Asked again, the next answer is the one shown.
  writer.release({ subject: 'Rewritten', body: 'Hi Ada,\n\nA rewritten email.' });
  await email.getByRole('button', { name: 'Refine' }).click();
  await writer.waiting();
  writer.release({ subject: 'Warmly: engine notes', body: 'Dear Ada,\n\nMy notes on the engine, with thanks.' });
  await expect(body).toHaveValue('Dear Ada,\n\nMy notes on the engine, with thanks.');
  await expect(email.getByText(/^Refined/)).toHaveCount(1);
  await expect(email.getByText('Rewritten')).toHaveCount(0);
  await expect(email.getByRole('status').filter({ hasText: STOPPED })).toHaveCount(0);
});

test('Escape while the service drafts a new email stops it; no email is made, and Escape again leaves the editor', async ({ page, bridge, service, writer }) => {
  const email = await emailToSyncedContact(page, bridge.url, service, { name: 'Grace Hopper', email: 'grace@example.com' });
  const instruction = email.getByRole('textbox', { name: 'What should the email say?' });
  await instruction.fill('Ask for the COBOL manuals');
  await instruction.press('Enter');
  await writer.waiting();
  await expect(email.getByRole('button', { name: 'Stop writing' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(email.getByRole('status').filter({ hasText: STOPPED })).toBeVisible();
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  await expect(email.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(instruction).toHaveValue('Ask for the COBOL manuals');
  await expect(email.getByRole('button', { name: 'Draft it' })).toBeEnabled();
  await expect(email.getByRole('list', { name: 'Emails to Grace Hopper' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveCount(0);
  await expect(email.getByRole('button', { name: 'Write an email' })).toBeFocused();

  // The model answers after all: still no email, and the instruction waits for another try.
  writer.release({ subject: 'COBOL manuals', body: 'Hi Grace,\n\nCould you send the COBOL manuals?' });
  await page.keyboard.press('Enter');
  await expect(instruction).toHaveValue('Ask for the COBOL manuals');
  await expect(email.getByRole('list', { name: 'Emails to Grace Hopper' })).toHaveCount(0);
});
