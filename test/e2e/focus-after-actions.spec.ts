// After an action, the keyboard stays where the user was working instead of falling to the page
// body (where Tab and Escape start over): appending a note, ticking a task, sending an email,
// saving and testing the service settings.
import type { Page } from '@playwright/test';
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

/** The text of the element that has the keyboard ('' for the page body). */
const focusedText = (page: Page) => page.evaluate('document.activeElement === document.body ? "" : (document.activeElement?.textContent ?? "")');

async function goTo(page: Page, view: string) {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: view }).click();
}

test('Append keeps the keyboard in the text box, from the keyboard and with the mouse', async ({ page, bridge }) => {
  await seedContacts(bridge, [{ name: 'Grace Hopper', additionalInfo: 'Invented the compiler.' }]);
  await openApp(page, bridge.url);
  await contactOption(page, 'Grace Hopper').click();
  const detail = page.getByRole('article', { name: 'Grace Hopper' });
  const extend = detail.getByRole('form', { name: 'Add to notes or meeting context' });
  const box = extend.getByRole('textbox', { name: 'Text to append' });

  await box.fill('Prefers calls in the morning.');
  await page.keyboard.press('Tab');
  await expect(extend.getByRole('button', { name: 'Append' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(detail.getByText(/Invented the compiler\.\s+Prefers calls in the morning\./)).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();

  await page.keyboard.type('Likes COBOL.');
  await extend.getByRole('button', { name: 'Append' }).click();
  await expect(detail.getByText(/Prefers calls in the morning\.\s+Likes COBOL\./)).toBeVisible();
  await expect(box).toBeFocused();
});
