// A contact's website and social profile are links only when they are web addresses. The store
// can hold other text there (a contact service that does not check what a teammate typed sends
// it as it is): a `javascript:` or `file:` address shows as plain text, never as something to click,
// and an email address is a mailto: link only when it is one plain address.
import { contactOption, openApp, search } from './helpers/ui';
import { expect, testWithContacts } from './helpers/syntheticBridge';

const test = testWithContacts(2, (store) => {
  const set = store.sqlite.prepare('update contacts set name = ?, website = ?, social_url = ? where rowid = ?');
  set.run('Mallory Links', 'javascript:alert(document.domain)', 'file:///etc/passwd', 1);
  set.run('Wendy Web', 'https://wendy.example.com/', 'http://social.example.com/wendy', 2);
  // An address that would make a mail program attach a file, and a plain one.
  store.sqlite
    .prepare('update contacts set emails = ? where rowid = ?')
    .run(JSON.stringify(['mallory@example.com?attach=/home/user/.ssh/id_rsa', 'mallory@example.com']), 1);
});

test('a website or profile that is no web address shows as text, not as a link', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await search(page, 'Mallory');
  await contactOption(page, 'Mallory Links').click();
  const detail = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: 'Mallory Links' }) });
  await expect(detail.getByText('javascript:alert(document.domain)')).toBeVisible();
  await expect(detail.getByText('file:///etc/passwd')).toBeVisible();
  await expect(detail.getByRole('link', { name: /javascript:|file:/ })).toHaveCount(0);
  await expect(detail.locator('a[href^="javascript:"], a[href^="file:"]')).toHaveCount(0);
  // An email address opens the mail program with the address alone, or is text.
  await expect(detail.getByText('mallory@example.com?attach=/home/user/.ssh/id_rsa')).toBeVisible();
  await expect(detail.locator('a[href*="attach"]')).toHaveCount(0);
  await expect(detail.getByRole('link', { name: 'mallory@example.com', exact: true })).toHaveAttribute('href', 'mailto:mallory@example.com');

  await search(page, 'Wendy');
  await contactOption(page, 'Wendy Web').click();
  const wendy = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: 'Wendy Web' }) });
  await expect(wendy.getByRole('link', { name: 'https://wendy.example.com/' })).toHaveAttribute('href', 'https://wendy.example.com/');
  await expect(wendy.getByRole('link', { name: 'http://social.example.com/wendy' })).toHaveAttribute('href', 'http://social.example.com/wendy');
});
