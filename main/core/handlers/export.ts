// contacts.export: the address book, or a search's matches, as a vCard or CSV file's text. Read a
// page at a time (db/queries/contact-export.ts), the event loop given a turn between pages so the
// window's other calls and sync go on during a large export.
import { format as formatDate } from 'date-fns';
import type { ContactExport } from '../../../preload/contract';
import { exportPage, exportShape } from '../../../db/queries/contact-export';
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
  const parts: string[] = [input.format === 'csv' ? csvStart(shape.maxEmails, shape.maxPhones) : ''];
  let after: { key: string; id: string } | null = null;
  let count = 0;
  for (;;) {
    const page = exportPage(ctx.store, { query, after });
    if (!page.contacts.length) break;
    count += page.contacts.length;
    if (input.format === 'csv') parts.push(csvRows(page.contacts, shape.maxEmails, shape.maxPhones));
    else for (const contact of page.contacts) parts.push(`${toVCard(contact)}\r\n`);
    after = page.last;
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
