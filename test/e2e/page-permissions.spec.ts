// The page in the browser needs no camera, microphone, location, devices or screen capture: its
// Permissions-Policy turns them off, so even a script that got into the page cannot make the
// browser ask the user for them. The clipboard write ("Copy email address") stays allowed.
import { test, expect } from './helpers/fixtures';
import { openApp } from './helpers/ui';

const refused = ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid', 'bluetooth', 'display-capture', 'payment'];

test('the page may not ask for the camera, microphone, location, devices or screen', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  const allowed = (await page.evaluate(
    `(${JSON.stringify(refused)}).filter((feature) => document.featurePolicy.allowsFeature(feature))`,
  )) as string[];
  expect(allowed).toEqual([]);
  expect(await page.evaluate(`document.featurePolicy.allowsFeature('clipboard-write')`)).toBe(true);
});
