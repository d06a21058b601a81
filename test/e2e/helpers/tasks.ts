// The Tasks view's lists, and a task the service already has, shown there.
import { expect, type Page } from '@playwright/test';
import { connectApi, seedContacts, type ApiClient } from './api';
import type { RunningBridge } from './bridge';
import type { TestService } from './service';
import { connectService, openApp } from './ui';

/** One of the task lists, by its heading (which also holds its count). */
export const taskBucket = (page: Page, name: 'Overdue' | 'Today' | 'Upcoming' | 'Done') => page.getByRole('region', { name: new RegExp(`^${name}`) });

/** The app connected to the service, a task for "Ada Synced" due in three days sent to it, and the Tasks view open. */
export async function tasksViewWithTaskOnService(page: Page, bridge: RunningBridge, service: TestService, title: string): Promise<ApiClient> {
  await openApp(page, bridge.url);
  await connectService(page, { url: service.url, token: service.token });
  const [ada] = await seedContacts(bridge, [{ name: 'Ada Synced' }]);
  const api = await connectApi(bridge);
  await api.call('tasks.create', { contactId: ada!.id, title, dueDate: new Date(Date.now() + 3 * 24 * 3600_000).toISOString() });
  await expect.poll(async () => (await api.call('sync.now', {})).pending).toBe(0);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Tasks' }).click();
  return api;
}
