// A contact's name or its position and company too long for the list row, and an email subject
// too long for the list of a contact's emails, are cut with "…". Hovering one shows the whole
// text as a tooltip, as a desktop list does; text that fits gets no tooltip repeating it.
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

const longName = 'Maximilian Bartholomew Featherstonehaugh-Cholmondeley of Upper Wallop';
const longWork = 'Senior Vice President of Strategic Partnerships · Consolidated Intercontinental Holdings';
const longSubject = 'Following up on our conversation at the conference about the engine contract and next quarter';

test('text cut with "…" in the contact list and the email list shows whole as a tooltip', async ({ page, bridge }) => {
  await seedContacts(bridge, [
    { name: longName, position: 'Senior Vice President of Strategic Partnerships', company: 'Consolidated Intercontinental Holdings', emails: ['max@example.com'] },
    { name: 'Ada Lovelace', company: 'Acme', emails: ['ada@example.com'] },
  ]);
  const api = await connectApi(bridge);
  const contacts = (await api.call('contacts.list', {})).items;
  const max = contacts.find((c) => c.name === longName)!;
  await api.call('email.save', { contactId: max.id, to: 'max@example.com', subject: longSubject, body: 'Dear Max,' });
  await api.call('email.save', { contactId: max.id, to: 'max@example.com', subject: 'Lunch', body: 'Dear Max,' });
  api.close();
  await page.setViewportSize({ width: 900, height: 700 });
  await openApp(page, bridge.url);

  const longRow = contactOption(page, 'Maximilian');
  const cutName = longRow.getByText(longName, { exact: true });
  const cutWork = longRow.getByText(longWork, { exact: true });
  for (const cut of [cutName, cutWork]) {
    expect(await cut.evaluate((el) => el.scrollWidth > el.clientWidth), 'the text is cut in the row').toBe(true);
    await cut.hover();
    await expect(cut).toHaveAttribute('title', (await cut.textContent())!);
  }
  const shortName = contactOption(page, 'Ada Lovelace').getByText('Ada Lovelace', { exact: true });
  await shortName.hover();
  await expect(shortName).not.toHaveAttribute('title');

  await longRow.click();
  const emails = page.getByRole('article', { name: longName }).getByRole('list', { name: `Emails to ${longName}` });
  const cutSubject = emails.getByText(longSubject, { exact: true });
  expect(await cutSubject.evaluate((el) => el.scrollWidth > el.clientWidth), 'the subject is cut in the list').toBe(true);
  await cutSubject.hover();
  await expect(cutSubject).toHaveAttribute('title', longSubject);
  const shortSubject = emails.getByText('Lunch', { exact: true });
  await shortSubject.hover();
  await expect(shortSubject).not.toHaveAttribute('title');
});
