// What is in a table's email column is never dropped without a trace: an address the email
// reader does not take (an internationalised one, "jörg.weber@müller.de") is still kept on the card.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

describe("a table's email column", () => {
  it('an internationalised address is kept (as an email or in additional info)', () => {
    const [joerg] = extractContacts('Name,Email,Company\nJörg Weber,jörg.weber@müller.de,Müller AG\nAnna Schmidt,anna@muster.de,Muster AG\n');
    expect(joerg.name).toBe('Jörg Weber');
    expect(JSON.stringify([joerg.emails, joerg.additionalInfo])).toContain('jörg.weber@müller.de');
  });
});
