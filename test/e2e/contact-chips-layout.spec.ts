// Chips and small controls that must read at the window's minimum width (720 px) and at 1280 px,
// light and dark: a contact's status on the service and its pipeline stage are told apart even
// when they are the same word; a pipeline stage in a list row shows whole beside a short name
// (shortened with "…" only when the name needs the room, whole in its tooltip); the search
// placeholder fits its box; Settings' "Forget token" looks like the danger it is in both themes.
import { setServiceFields } from '../../server/index';
import { connectApi, seedContacts } from './helpers/api';
import { expect, testWithService as test } from './helpers/fixtures';
import { expectNoSeriousA11yViolations } from './helpers/screenshots';
import { remoteContactByEmail } from './helpers/service';
import { connectService, contactOption, openApp, syncNow } from './helpers/ui';

const shots = '/tmp/fix-layout-shots';
const tag = process.env.SHOT_TAG ?? 'after';

/** Whether the search box's placeholder fits inside its text area. */
const placeholderFits = `(() => {
  const input = document.querySelector('#contact-search');
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d');
  context.font = style.font;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(input.placeholder).width <= room;
})()`;

/** The Forget token button's text colour against the theme's danger and muted colours. */
const forgetTokenColours = `(() => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Forget token…');
  const probe = document.createElement('span');
  document.body.append(probe);
  probe.style.color = 'var(--danger)';
  const danger = getComputedStyle(probe).color;
  probe.style.color = 'var(--text-muted)';
  const muted = getComputedStyle(probe).color;
  probe.remove();
  return { isDanger: getComputedStyle(button).color === danger, isMuted: getComputedStyle(button).color === muted };
})()`;

test('status and pipeline chips, list chips, search and Forget token read well at 720 and 1280 px', async ({ page, bridge, service }) => {
  const [alan, joan, wolfe] = await seedContacts(bridge, [
    { name: 'Alan Turing', company: 'Bletchley Park', emails: ['alan@example.com'] },
    { name: 'Joan Clarke', company: 'Bletchley Park', emails: ['joan@example.com'] },
    { name: 'Wolfeschlegelsteinhausenbergerdorff Senior', company: 'Long Names Ltd', emails: ['wolfe@example.com'] },
  ]);
  const api = await connectApi(bridge);
  const states = await api.call('pipelineStates.list', {});
  const state = (name: string) => states.find((s) => s.name === name)!.id;
  await api.call('contacts.setPipelineState', { id: alan!.id, stateId: state('Contacted') });
  await api.call('contacts.setPipelineState', { id: joan!.id, stateId: state('Negotiation') });
  await api.call('contacts.setPipelineState', { id: wolfe!.id, stateId: state('Meeting scheduled') });
  api.close();

  await openApp(page, bridge.url);
  await connectService(page, service);
  await syncNow(page);
  await expect.poll(async () => (await remoteContactByEmail(service, 'alan@example.com'))?.id).toBeTruthy();
  // The service's own status for Alan is also "Contacted": the same word as his pipeline stage.
  await setServiceFields(service.dataDir, (await remoteContactByEmail(service, 'alan@example.com'))!.id as string, { status: 'contacted' });
  await syncNow(page);

  await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
  await contactOption(page, 'Alan Turing').click();
  const detail = page.getByRole('article', { name: 'Alan Turing' });

  for (const width of [720, 1280]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 700 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Contacts' }).click();
      await contactOption(page, 'Alan Turing').click();
      await page.screenshot({ path: `${shots}/${tag}-contacts-${width}-${scheme}.png` });

      // Two chips, two names: what the service says, and where the pipeline has them.
      await expect(detail.getByText('Status: Contacted', { exact: true })).toBeVisible();
      await expect(detail.getByText('Pipeline: Contacted', { exact: true })).toBeVisible();
      if (width === 1280) await expectNoSeriousA11yViolations(page);

      // Beside a short name the stage shows whole; its full name is always in the tooltip.
      for (const [name, stage] of [
        ['Alan Turing', 'Contacted'],
        ['Joan Clarke', 'Negotiation'],
      ]) {
        const chip = contactOption(page, name).getByTitle(`Pipeline: ${stage}`);
        await expect(chip).toBeVisible();
        expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth), `${stage} chip at ${width} px`).toBe(true);
        const nameText = contactOption(page, name).getByText(name, { exact: true });
        expect(await nameText.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} at ${width} px`).toBe(true);
      }

      // Beside a long name the stage gives way, but keeps enough to be read.
      const long = contactOption(page, 'Wolfeschlegel').getByTitle('Pipeline: Meeting scheduled');
      expect((await long.boundingBox())!.width, `long name's chip at ${width} px`).toBeGreaterThanOrEqual(60);

      expect(await page.evaluate(placeholderFits), `search placeholder at ${width} px`).toBe(true);

      await page.getByRole('navigation', { name: 'Views' }).getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByRole('button', { name: 'Forget token' })).toBeVisible();
      await page.screenshot({ path: `${shots}/${tag}-settings-${width}-${scheme}.png` });
      expect(await page.evaluate(forgetTokenColours), `Forget token, ${scheme}`).toEqual({ isDanger: true, isMuted: false });
    }
  }
});
