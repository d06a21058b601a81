// At the window's minimum width the contact list still shows whole names: a long pipeline state
// beside a name is shortened ("…", in full on hover) before the name is.
import { connectApi, seedContacts } from './helpers/api';
import { expect, test } from './helpers/fixtures';
import { contactOption, openApp } from './helpers/ui';

test('at 720 px a name beside a long pipeline state is shown whole', async ({ page, bridge }) => {
  const [aisha] = await seedContacts(bridge, [{ name: 'Aisha Petrov', company: 'Alpine Ski House', position: 'Procurement Lead' }]);
  const api = await connectApi(bridge);
  const states = await api.call('pipelineStates.list', {});
  await api.call('contacts.setPipelineState', { id: aisha!.id, stateId: states.find((s) => s.name === 'Meeting scheduled')!.id });
  api.close();

  await page.setViewportSize({ width: 720, height: 700 });
  await openApp(page, bridge.url);
  const row = contactOption(page, 'Aisha Petrov');
  const name = row.getByText('Aisha Petrov', { exact: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(row.getByTitle('Meeting scheduled')).toBeVisible();

  // Wide, the state shows in full too.
  await page.setViewportSize({ width: 1280, height: 700 });
  const chip = row.getByTitle('Meeting scheduled');
  expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
