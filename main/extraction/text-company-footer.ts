// Signatures pasted between rules are often followed by the company's footer below the last rule
// ("Acme Corp · 1 Market St, San Francisco, CA · +1 415 555 0000 · www.acme.com"). Read on its
// own, the footer is a card with no name: the switchboard's number or a role mailbox (info@) was
// enough to keep it. A block that names no one and gives no job title is no person when it has no
// one's own address (only role mailboxes, or none) and either no phone number or one that is the
// organisation's, since the block names a company or a website. A block with a person's own
// address, or a job title, is someone whose name the reader did not know, and stays a card.
import { isRoleMailbox } from './text-name';
import type { ExtractedContact } from './types';

export function isCompanyFooter(c: ExtractedContact): boolean {
  if (c.name || c.position) return false;
  if (c.emails.some((e) => !isRoleMailbox(e))) return false;
  return c.phones.length === 0 || Boolean(c.company || c.website);
}
