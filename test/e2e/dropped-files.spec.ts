// A file dropped outside the wizard's drop zone: in a browser tab the default is to open the file
// in place of Rolodeck. The page declines such drops;
// the wizard's drop zone still takes a file, and text dragged between fields is untouched, into
// the wizard's text box too (the drop zone threw it away).
import { test, expect } from './helpers/fixtures';
import { openApp, openWizard } from './helpers/ui';

/** Dispatches a drag event carrying a file (or text) at the element matched by `selector`; answers whether the page declined the browser's default. */
function dragAt(selector: string, type: 'dragover' | 'drop', payload: 'file' | 'text'): string {
  return `(() => {
    const data = new DataTransfer();
    ${payload === 'file' ? `data.items.add(new File(['BEGIN:VCARD\\nFN:Dropped\\nEND:VCARD'], 'card.vcf', { type: 'text/vcard' }));` : `data.setData('text/plain', 'some text');`}
    const event = new DragEvent(${JSON.stringify(type)}, { bubbles: true, cancelable: true, dataTransfer: data });
    document.querySelector(${JSON.stringify(selector)}).dispatchEvent(event);
    return { declined: event.defaultPrevented };
  })()`;
}

test('a file dropped outside a drop zone is declined instead of opening in place of the app', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  expect(await page.evaluate(dragAt('nav', 'dragover', 'file'))).toMatchObject({ declined: true });
  expect(await page.evaluate(dragAt('nav', 'drop', 'file'))).toMatchObject({ declined: true });
  expect(await page.evaluate(dragAt('body', 'drop', 'file'))).toMatchObject({ declined: true });
  // Text dragged within the page keeps the browser's own handling.
  expect(await page.evaluate(dragAt('nav', 'dragover', 'text'))).toMatchObject({ declined: false });
  expect(await page.evaluate(dragAt('nav', 'drop', 'text'))).toMatchObject({ declined: false });

  // The wizard's drop zone still takes the file and reads it.
  await openWizard(page);
  expect(await page.evaluate(dragAt('.drop-zone', 'dragover', 'file'))).toMatchObject({ declined: true });
  await page.evaluate(dragAt('.drop-zone', 'drop', 'file'));
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue(/FN:Dropped/);
});

test('text dragged into the wizard’s text box goes in, as in any text box', async ({ page, bridge }) => {
  await openApp(page, bridge.url);
  await openWizard(page);
  expect(await page.evaluate(dragAt('.drop-zone textarea', 'dragover', 'text'))).toMatchObject({ declined: false });
  expect(await page.evaluate(dragAt('.drop-zone textarea', 'drop', 'text'))).toMatchObject({ declined: false });

  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill('Ada Lovelace');
  await search.selectText();
  await search.dragTo(page.getByRole('textbox', { name: 'Text to read' }));
  await expect(page.getByRole('textbox', { name: 'Text to read' })).toHaveValue('Ada Lovelace');
});
