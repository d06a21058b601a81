// A bio sentence about someone else in the body of a mail ("FYI, Bob Smith is the CTO at
// Initech.") above the sender's signature and address (jane.doe@acme.com) gave Bob's name, title
// and company to Jane's card. Like news of someone joining, it is read only when the text's
// address may be that person's: none, a function's mailbox, one made of the name, or one made of
// no other name the text writes ("bob@" beside "Robert Smith").
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('a bio sentence about someone else above a signature', () => {
  it('"X is the CTO at Y" leaves the signer her name, title and company', () => {
    const mail = 'Hi Tom,\n\nFYI, Bob Smith is the CTO at Initech. He would be a great fit for the panel.\n\nJane Doe\nHead of Partnerships, Acme Inc\njane@acme.com';
    expect(onlyCard(mail)).toMatchObject({ name: 'Jane Doe', position: 'Head of Partnerships', company: 'Acme Inc', emails: ['jane@acme.com'] });
    expect(onlyCard('FYI, Bob Smith is the CTO at Initech.\nJane Doe\njane.doe@acme.com')).toMatchObject({ name: 'Jane Doe', position: null, company: null });
  });

  it('"X, VP Sales at Y" in a sentence leaves them too', () => {
    const mail = 'FYI, Bob Smith, VP Sales at Initech, will call you tomorrow.\nJane Doe\nVP Marketing | Acme Inc\njane.doe@acme.com\n+1 415 555 0100';
    expect(onlyCard(mail)).toMatchObject({ name: 'Jane Doe', position: 'VP Marketing', company: 'Acme Inc', phones: ['+1 415 555 0100'] });
  });
});

describe('a bio of the one person', () => {
  it('without an address, with their own or a function\'s, is read as before', () => {
    expect(onlyCard('Bob Smith is the CTO at Initech.\n+1 415 555 0100')).toMatchObject({ name: 'Bob Smith', position: 'CTO', company: 'Initech' });
    expect(onlyCard('Bob Smith is the CTO at Initech. bob.smith@initech.com')).toMatchObject({ name: 'Bob Smith', position: 'CTO', company: 'Initech' });
    expect(onlyCard('Meet Jane Doe, VP Sales at Acme Inc. Contact: press@acme.com')).toMatchObject({ name: 'Jane Doe', position: 'VP Sales', company: 'Acme Inc' });
  });

  it('with an address made of a nickname, which names nobody else in the text', () => {
    expect(onlyCard('Robert Smith is the CTO at Initech. bob@initech.com')).toMatchObject({ name: 'Robert Smith', position: 'CTO', company: 'Initech' });
    expect(onlyCard('Robert Smith has joined Initech as CTO. bob@initech.com')).toMatchObject({ name: 'Robert Smith', position: 'CTO', company: 'Initech' });
  });
});
