// The email's To: it shows the address the email goes to, whatever that is (an address the
// contact no longer has, one typed by hand), offers the contact's addresses, lets another be
// typed, and says next to itself — where a screen reader hears it — what is wrong with one.
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { ServiceDb } from '../sync/helpers/service';
import { connectApi, seedContacts } from './helpers/api';
import { testWithService as test } from './helpers/fixtures';
import { expectNoSeriousA11yViolations } from './helpers/screenshots';
import type { TestService } from './helpers/service';
import { connectService, openApp, openEmail, syncNow } from './helpers/ui';

const ADA = { name: 'Ada Lovelace', emails: ['ada@example.com', 'ada@work.example'] };
const sentTo = (service: TestService, subject: string) => new ServiceDb(join(service.dataDir, 'service.sqlite')).sentTo(subject);

test('To shows the address the email goes to, even one the contact no longer has, and another can be typed', async ({ page, bridge, service }) => {
  const [ada] = await seedContacts(bridge, [ADA]);
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);
  // Drafted before the contact's address was corrected: to an address the contact no longer has.
  const api = await connectApi(bridge);
  await api.call('email.save', { contactId: ada!.id, to: 'ada@old.example', subject: 'Engine notes', body: 'Dear Ada, the notes are attached.' });
  api.close();

  let email = await openEmail(page, 'Ada Lovelace');
  await email.getByRole('button', { name: /Engine notes/ }).click();
  const to = email.getByRole('combobox', { name: 'To' });
  await expect(to).toHaveValue('ada@old.example');
  await expect(to).toHaveAccessibleDescription('Not one of Ada Lovelace’s addresses on the contact: check it, or pick one of theirs (↓ lists them).');
  await expect(to).toBeEditable();
  await expectNoSeriousA11yViolations(page, 'To with the contact’s addresses offered');
  await email.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(email.getByText('Waiting to send').first()).toBeVisible();
  await syncNow(page);
  email = await openEmail(page, 'Ada Lovelace');
  await expect(email.getByRole('button', { name: /Engine notes/ })).toContainText('Sent');
  expect(sentTo(service, 'Engine notes')).toEqual(['ada@old.example']);

  // A new email starts with the contact's first address; theirs are offered, and another is typed.
  const next = email.getByRole('combobox', { name: 'To' });
  await expect(next).toHaveValue('ada@example.com');
  await expect(next).toHaveAccessibleDescription('Ada Lovelace has 2 addresses: ↓ lists them, or type another.');
  // (Test code has no DOM types: the input's list of suggestions, read as the page has it.)
  const offered = await next.evaluate((input: { list: { options: ArrayLike<{ value: string }> } | null }) => Array.from(input.list?.options ?? [], (option) => option.value));
  expect(offered).toEqual(ADA.emails);
  await next.fill('charles@babbage.example');
  await email.getByRole('textbox', { name: 'Subject' }).fill('The difference engine');
  await email.getByRole('textbox', { name: 'Message' }).fill('Dear Charles, Ada suggested I write.');
  await email.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(email.getByText('Waiting to send').first()).toBeVisible();
  await syncNow(page);
  email = await openEmail(page, 'Ada Lovelace');
  await expect(email.getByRole('button', { name: /The difference engine/ })).toContainText('Sent');
  expect(sentTo(service, 'The difference engine')).toEqual(['charles@babbage.example']);
});

test('a recipient that would be two addresses or a name is marked on To, with why, and nothing is sent', async ({ page, bridge, service }) => {
  await seedContacts(bridge, [ADA]);
  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);
  const email = await openEmail(page, 'Ada Lovelace');
  const to = email.getByRole('combobox', { name: 'To' });
  await to.fill('ada@example.com, charles@babbage.example');
  await email.getByRole('textbox', { name: 'Subject' }).fill('Both of you');
  await email.getByRole('textbox', { name: 'Message' }).fill('Dear Ada and Charles,');
  // Kept at the pause in typing: refused, and the reason is on To.
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(/^Type one email address only, like jane@example\.com: “,” cannot be part of it\./);
  await email.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(email.getByText('Please correct the fields marked below.')).toBeVisible();
  await expect(to).toHaveAccessibleDescription(/^Type one email address only/);
  await expect(email.getByText('Waiting to send')).toHaveCount(0);

  // A name's brackets are refused too; one address alone is sent.
  await to.fill('<ada@example.com>');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(/^Type one email address only, like jane@example\.com: “<” cannot be part of it\./);
  await to.fill('ada@example.com');
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await email.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(email.getByText('Waiting to send').first()).toBeVisible();
  await syncNow(page);
  const sent = await openEmail(page, 'Ada Lovelace');
  await expect(sent.getByRole('button', { name: /Both of you/ })).toContainText('Sent');
  expect(sentTo(service, 'Both of you')).toEqual(['ada@example.com']);
});
