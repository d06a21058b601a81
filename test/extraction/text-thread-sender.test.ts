// A message pasted from below its "On … Jane Doe <jane@acme.com> wrote:" line lost Jane's address:
// the line was dropped as the separator it is. The address in it is the sender's, kept with the
// message below as a "From:" line is; a newer message above still comes first.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) => extractContacts(text).map((c) => ({ name: c.name, emails: c.emails, company: c.company }));

describe('the sender in an "On … wrote:" line', () => {
  it('English and German: the address goes with the signature below', () => {
    expect(cards('On Mon, Mar 4, 2024 at 9:12 AM Jane Doe <jane@acme.com> wrote:\nHi Bob, great to meet you.\n\nBest,\nJane Doe\nCEO, Acme Inc\n+1 415 555 0100')).toEqual([
      { name: 'Jane Doe', emails: ['jane@acme.com'], company: 'Acme Inc' },
    ]);
    expect(cards('Am Mo., 4. März 2024 um 09:12 Uhr schrieb Jane Doe <jane@acme.com>:\nHallo Bob,\n\nViele Grüße\nJane Doe\nCEO, Acme GmbH\n+49 30 1234567')).toEqual([
      { name: 'Jane Doe', emails: ['jane@acme.com'], company: 'Acme GmbH' },
    ]);
  });

  it('a reply above it is still the one read', () => {
    const thread = 'Thanks Jane, will do.\n\nBob Smith\nInitech\nbob@initech.com\n\nOn Mon, Mar 4, 2024 at 9:12 AM Jane Doe <jane@acme.com> wrote:\n> Hi Bob\n> Best,\n> Jane Doe\n> CEO, Acme';
    expect(cards(thread)).toEqual([{ name: 'Bob Smith', emails: ['bob@initech.com'], company: 'Initech' }]);
  });
});
