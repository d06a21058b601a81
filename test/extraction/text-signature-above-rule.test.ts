// A rule ("____", "--", "---") or a sign-off below the signature made only what came after it
// be read: a company footer or a disclaimer below the rule gave a card without the person's name,
// email and phone, or no card at all; details written in the body above "Best,\nJane" gave no
// card. When what follows the last sign-off names nobody, the part from the sign-off before it
// is read, and at last the whole message; the signature after a sign-off still comes first, so
// people the body mentions are not taken for the sender.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) => extractContacts(text).map((c) => ({ name: c.name, emails: c.emails, phones: c.phones, company: c.company, position: c.position }));

describe('a signature above a rule, a footer or a sign-off', () => {
  it('a company footer below a rule adds to the person above it', () => {
    const [card, ...rest] = extractContacts('Jane Doe\nCEO, Acme Corp\njane@acme.com\n+1 415 555 0100\n______________________________\nAcme Corp | 1 Market St, San Francisco, CA 94105 | acme.com');
    expect(rest).toEqual([]);
    expect(card).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'], company: 'Acme Corp', position: 'CEO', address: '1 Market St, San Francisco, CA 94105' });
  });

  it('a disclaimer or a "follow us" line below "--" or "---" leaves the person', () => {
    const jane = { name: 'Jane Doe', emails: ['jane@acme.com'], phones: [], company: 'Acme Corp', position: 'CEO' };
    expect(cards('--\nJane Doe\nCEO, Acme Corp\njane@acme.com\n--\nThis email may contain privileged information.')).toEqual([jane]);
    expect(cards('Jane Doe\nCEO, Acme Corp\njane@acme.com\n---\nFollow us on LinkedIn and Twitter')).toEqual([jane]);
  });

  it('details in the body above "Best,\\nJane" are the card', () => {
    const mail = 'Hi Bob,\n\nGreat meeting you at SaaStr! Here are my details:\n\nJane Doe\nVP Sales, Acme Corp\njane@acme.com\n+1 415 555 0100\n\nBest,\nJane';
    expect(cards(mail)).toEqual([{ name: 'Jane Doe', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'], company: 'Acme Corp', position: 'VP Sales' }]);
  });

  it('a signature after the sign-off still wins over people the body mentions', () => {
    const mail = 'Hi Bob,\n\nI spoke to Mark Smith (mark@globex.com, +1 212 555 0199) yesterday.\n\nBest regards,\nJane Doe\nCEO, Acme Corp\njane@acme.com';
    expect(cards(mail)).toEqual([{ name: 'Jane Doe', emails: ['jane@acme.com'], phones: [], company: 'Acme Corp', position: 'CEO' }]);
  });
});
