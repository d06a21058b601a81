// A forwarded or hasty note's opener ("FYI", "FYI, see below", "Heads up", "PS", "P.S.") on a
// line below the name was taken for the company: it is the sender's aside to the reader, nobody's
// company or title. A person named after it ("Heads up – Bob Smith") is still read, and a company
// that opens with such letters ("PS Group") is still a company.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';
import { onlyCard } from './only-card';

describe('the opener of a forwarded note', () => {
  it('"FYI" under the sender\'s line copied from Gmail is no company', () => {
    const forward = 'Jane Doe <jane.doe@acme.com>\nFYI\n\nBob Smith\nVP Sales\nbob@initech.com';
    const jane = extractContacts(forward).find((c) => c.name === 'Jane Doe');
    expect(jane).toMatchObject({ emails: ['jane.doe@acme.com'], company: null, position: null });
  });

  it('"FYI, see below", "Heads-up" and "FYI -" under a name are no company', () => {
    expect(onlyCard('Bob Smith\nFYI, see below\nbob@initech.com')).toMatchObject({ name: 'Bob Smith', company: null });
    expect(onlyCard('Bob Smith\nVP Sales\nHeads-up\nbob@initech.com')).toMatchObject({ position: 'VP Sales', company: null });
    expect(onlyCard('Bob Smith\nFYI -\nbob@initech.com')).toMatchObject({ company: null });
    expect(onlyCard('Bob Smith\nbob@initech.com\n+1 415 555 0100\nFYI')).toMatchObject({ company: null, phones: ['+1 415 555 0100'] });
  });

  it('a postscript below the details is no company, and its number is kept', () => {
    expect(onlyCard('Bob Smith\nbob@initech.com\nP.S.\n(415) 555-0100')).toMatchObject({ company: null, phones: ['+1 415 555 0100'] });
    expect(onlyCard('Bob Smith\nbob@initech.com\nPS - Slides attached')).toMatchObject({ company: null });
    expect(onlyCard('Bob Smith\nbob@initech.com\nPS: new number (415) 555-0100')).toMatchObject({ company: null, phones: ['+1 415 555 0100'] });
  });

  it('a person after the opener is read, and "PS Group" is a company', () => {
    expect(onlyCard('Heads up – Bob Smith\nVP Sales, Initech\nbob@initech.com')).toMatchObject({ name: 'Bob Smith', position: 'VP Sales', company: 'Initech' });
    expect(onlyCard('FYI, Bob Smith\nVP Sales\nbob@initech.com')).toMatchObject({ name: 'Bob Smith', position: 'VP Sales' });
    expect(onlyCard('Bob Smith\nVP Sales\nPS Group\nbob@psgroup.com')).toMatchObject({ company: 'PS Group' });
  });
});
