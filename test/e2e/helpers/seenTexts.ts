// Notes the page's text at every change, so a message shown for a single frame is caught too
// (a flash no waiting assertion could see). Written as page scripts: the tests' types have no DOM.
import type { Page } from '@playwright/test';

export async function noteEveryText(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__seenTexts = [];
    new MutationObserver(() => window.__seenTexts.push(document.body.textContent || ''))
      .observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
}

/** Every text noted since noteEveryText that contains `fragment`. */
export async function textsSeenWith(page: Page, fragment: string): Promise<string[]> {
  const seen = await page.evaluate<string[]>('window.__seenTexts');
  return seen.filter((text) => text.includes(fragment));
}
