// Screenshots of each view, kept under test-results/screenshots/ as an artifact, and the axe scan.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { repoRoot } from './bridge';

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(repoRoot, 'test-results', 'screenshots', `${name}.png`) });
}

/** Runs axe on the page as it is and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.impact}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
  expect(summary, 'serious or critical accessibility violations').toEqual([]);
}
