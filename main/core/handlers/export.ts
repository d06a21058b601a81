// contacts.export: the address book, or a search's matches, as a vCard or CSV file's text. Read a
// page at a time (db/queries/contact-export.ts), the event loop given a turn between pages so the
// window's other calls and sync go on during a large export. A contact deleted meanwhile is left
// out; one added meanwhile waits for the next export.
import { format as formatDate } from 'date-fns';
import type { ContactExport } from '../../../preload/contract';
import { EXPORT_PAGE_SIZE, exportOrder, exportPage, exportShape } from '../../../db/queries/contact-export';
import { csvRows, csvStart, toVCard } from '../contact-export';
import type { CoreContext } from '../context';
import { ApiError } from '../errors';
import type { Parsed } from '../handler-types';

const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** "Rolodeck contacts 2026-11-24.vcf"; a search's words go in the name ("… matching acme …"). */
export function exportFileName(format: 'vcard' | 'csv', query: string | undefined, day: Date): string {
  const words = (query ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 40)
    .trim();
  const matching = words ? ` matching ${words}` : '';
  return `Rolodeck contacts${matching} ${formatDate(day, 'yyyy-MM-dd')}.${format === 'vcard' ? 'vcf' : 'csv'}`;
}

export async function exportContacts(input: Parsed<'contacts.export'>, ctx: CoreContext): Promise<ContactExport> {
  const query = input.query?.trim() || undefined;
  const shape = exportShape(ctx.store, query);
  if (shape.count === 0) {
    throw new ApiError('not_found', query ? `No contact matches “${query}”: there is nothing to export.` : 'There are no contacts to export yet.');
  }
  const order = exportOrder(ctx.store, query);
  const parts: string[] = [input.format === 'csv' ? csvStart(shape.maxEmails, shape.maxPhones) : ''];
  let count = 0;
  for (let at = 0; at < order.length; at += EXPORT_PAGE_SIZE) {
    const contacts = exportPage(ctx.store, order.slice(at, at + EXPORT_PAGE_SIZE));
    count += contacts.length;
    if (input.format === 'csv') parts.push(csvRows(contacts, shape.maxEmails, shape.maxPhones));
    else for (const contact of contacts) parts.push(`${toVCard(contact)}\r\n`);
    await yieldTurn();
  }
  return {
    text: parts.join(''),
    fileName: exportFileName(input.format, query, new Date()),
    mimeType: input.format === 'csv' ? 'text/csv;charset=utf-8' : 'text/vcard;charset=utf-8',
    count,
  };
}

export const exportHandlers = {
  'contacts.export': (input: Parsed<'contacts.export'>, ctx: CoreContext): Promise<ContactExport> => exportContacts(input, ctx),
};
