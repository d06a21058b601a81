// Screenshots of each view, kept under test-results/screenshots/ as an artifact, and the axe scan.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from './bridge';

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(repoRoot, 'test-results', 'screenshots', `${name}.png`) });
}

/** Runs axe on the page as it is and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, where = '', options: { forcedColors?: boolean } = {}): Promise<void> {
  // In forced colours the system paints every text and background, and the contrast is the
  // user's own choice; axe measures the page's colours, which are not the ones painted there.
  const builder = new AxeBuilder({ page });
  const results = await (options.forcedColors ? builder.disableRules(['color-contrast']) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.impact}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
  expect(summary, `serious or critical accessibility violations${where ? ` (${where})` : ''}`).toEqual([]);
}

/** The looks a user may give the app: the light and dark themes, and Windows' forced colours (High Contrast). */
export const looks = [
  { name: 'light', colorScheme: 'light', forcedColors: 'none' },
  { name: 'dark', colorScheme: 'dark', forcedColors: 'none' },
  { name: 'forced-colours', colorScheme: 'dark', forcedColors: 'active' },
] as const;

/**
 * Axe in each look, reduced motion asked for, a screenshot of each kept as `name-look`; the page
 * is left in the light theme.
 */
export async function expectNoSeriousA11yViolationsInEveryLook(page: Page, name: string): Promise<void> {
  for (const look of looks) {
    await page.emulateMedia({ colorScheme: look.colorScheme, forcedColors: look.forcedColors, reducedMotion: 'reduce' });
    await saveScreenshot(page, `${name}-${look.name}`);
    await expectNoSeriousA11yViolations(page, `${name}, ${look.name}`, { forcedColors: look.forcedColors === 'active' });
  }
  await page.emulateMedia({ colorScheme: 'light', forcedColors: 'none', reducedMotion: 'reduce' });
}
