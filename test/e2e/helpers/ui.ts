// What a user does often, in the words of the UI (labels and roles, never CSS classes).
import { expect, type Locator, type Page } from '@playwright/test';

export interface NewContact {
  name: string;
  company?: string;
  position?: string;
  email?: string;
  phone?: string;
}

export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
}

export async function createContact(page: Page, contact: NewContact): Promise<void> {
  await page.getByRole('button', { name: 'New contact' }).first().click();
  const form = page.getByRole('form', { name: 'New contact' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(contact.name);
  if (contact.company) await form.getByRole('textbox', { name: 'Company', exact: true }).fill(contact.company);
  if (contact.position) await form.getByRole('textbox', { name: 'Position', exact: true }).fill(contact.position);
  if (contact.email) await form.getByRole('textbox', { name: 'Email address 1', exact: true }).fill(contact.email);
  if (contact.phone) await form.getByRole('textbox', { name: 'Phone number 1', exact: true }).fill(contact.phone);
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(page.getByRole('heading', { level: 2, name: contact.name })).toBeVisible();
}

export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(text);
}

export function contactOption(page: Page, name: string) {
  return page.getByRole('listbox', { name: 'Contacts' }).getByRole('option', { name: new RegExp(name) });
}

/** Settings → service address and token → Save; waits until the status bar says online. */
export async function connectService(page: Page, service: { url: string; token: string }): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('textbox', { name: 'Service address' }).fill(service.url);
  await page.getByLabel('Access token').fill(service.token);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

export async function syncNow(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Sync' }).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
}

export function statusBar(page: Page) {
  return page.getByRole('contentinfo', { name: 'Status' });
}

/** Opens the new-contact wizard the keyboard way, through the command palette. */
export async function openWizard(page: Page): Promise<void> {
  // Keys, unlike clicks, do not wait for the page: right after a reload the window is not drawn
  // yet, and Ctrl+K pressed then goes nowhere.
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.keyboard.insertText('add contacts from text');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Add contacts from text' })).toBeVisible();
}

/** Opens the email composer on a contact's page. */
export async function openEmail(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await contactOption(page, name).click();
  const detail = page.getByRole('article', { name });
  await detail.getByRole('button', { name: 'Write an email' }).click();
  return detail.getByRole('region', { name: 'Email' });
}

/**
 * A contact made in the app and synced to the service, its email section open: where every test
 * of writing an email with the service starts.
 */
export async function emailToSyncedContact(page: Page, bridgeUrl: string, service: { url: string; token: string }, contact: { name: string; email: string }) {
  await openApp(page, bridgeUrl);
  await createContact(page, contact);
  await connectService(page, service);
  await syncNow(page);
  return openEmail(page, contact.name);
}

/** Moves a pipeline card with its "Move to…" menu: the card's button, then the column's item. */
export async function moveWithMenu(scope: Locator | Page, name: string, column: string): Promise<void> {
  await scope.getByRole('button', { name: `Move ${name} to` }).click();
  await scope.getByRole('menu', { name: `Move ${name} to` }).getByRole('menuitem', { name: column, exact: true }).click();
}

/**
 * Puts the keyboard on the last stop before the Pipeline board, as a user gets there: the view's
 * title (where g p and the palette leave it), then Tab to the board's help. Tab goes on into the
 * board.
 */
export async function keyboardBeforeBoard(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Pipeline' }).click();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Moving around and moving cards', { exact: true })).toBeFocused();
}
