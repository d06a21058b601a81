// "Address: 1 Market St" with "San Francisco, CA 94105" on the line below gave the street alone
// (the city was lost), and "Work address:", "Home address:" and other spellings of the label were
// kept as part of the address.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('a labelled address', () => {
  it('goes on over the address lines below it', () => {
    expect(onlyCard('Jane Doe\nAcme Inc\nAddress: 1 Market St\nSan Francisco, CA 94105\njane@acme.com')).toMatchObject({ company: 'Acme Inc', address: '1 Market St, San Francisco, CA 94105' });
    expect(onlyCard('Jane Doe\nAddress: Acme Tower\n1 Market St\nSan Francisco, CA 94105\nPhone: +1 415 555 0100\njane@acme.com')).toMatchObject({
      address: 'Acme Tower, 1 Market St, San Francisco, CA 94105',
      phones: ['+1 415 555 0100'],
    });
  });

  it('stops at a line that is no part of it', () => {
    expect(onlyCard('Jane Doe\nAddress: 1 Market St, San Francisco, CA 94105\nVP Marketing\nAcme Inc\njane@acme.com')).toMatchObject({
      address: '1 Market St, San Francisco, CA 94105',
      position: 'VP Marketing',
      company: 'Acme Inc',
    });
  });

  it('has its label left out, however it is spelled', () => {
    for (const label of ['Work address', 'Business address', 'Home address', 'Mailing address', 'Bezoekadres', 'Dirección']) {
      expect(onlyCard(`Jane Doe\nAcme Inc\n${label}: 1 Market St, San Francisco, CA 94105\njane@acme.com`)).toMatchObject({ company: 'Acme Inc', address: '1 Market St, San Francisco, CA 94105' });
    }
  });
});
