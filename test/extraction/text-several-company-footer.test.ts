// Signatures pasted one after another between rules, then the company's footer below the last
// rule ("Acme Corp · 1 Market St, San Francisco, CA · +1 415 555 0000 · www.acme.com"): the
// footer's switchboard number or role mailbox (info@) made it a card of its own, with no name.
// A block that names no one, has no job title and no one's own address, and whose number (if
// any) is the organisation's, is no person: it is no card.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const signatures = [
  'Jane Doe',
  'CEO, Acme Corp',
  'jane@acme.com',
  '+1 415 555 0100',
  '---',
  'Bob Smith',
  'Sales Engineer',
  'bob@acme.com',
  '+1 415 555 0142',
  '---',
];

const names = (text: string) => extractContacts(text).map((c) => c.name);

describe('a company footer after signatures between rules', () => {
  it('with the switchboard number', () => {
    expect(names([...signatures, 'Acme Corp · 1 Market St, San Francisco, CA · +1 415 555 0000 · www.acme.com'].join('\n'))).toEqual(['Jane Doe', 'Bob Smith']);
  });

  it('with a role mailbox', () => {
    expect(names([...signatures, 'Acme Corp · 1 Market St, San Francisco, CA · www.acme.com · info@acme.com'].join('\n'))).toEqual(['Jane Doe', 'Bob Smith']);
  });

  it('on lines of its own, with the number of another company than the people above', () => {
    const footer = ['Globex Ltd', '1 Long Lane, London EC1A 9HF', 'T +44 20 7946 0000', 'www.globex.co.uk'];
    expect(names([...signatures, ...footer].join('\n'))).toEqual(['Jane Doe', 'Bob Smith']);
  });

  it('with only the address and website', () => {
    expect(names([...signatures, 'Acme Corp · 1 Market St, San Francisco, CA · www.acme.com'].join('\n'))).toEqual(['Jane Doe', 'Bob Smith']);
  });
});

describe('a block whose person has no name the reader knows is still a card', () => {
  it('with their own email address', () => {
    const found = extractContacts([...signatures, 'Acme Corp', 'jdoe@acme.com', '+1 415 555 0199'].join('\n'));
    expect(found.map((c) => c.emails)).toEqual([['jane@acme.com'], ['bob@acme.com'], ['jdoe@acme.com']]);
  });

  it('with a job title and a phone number', () => {
    const found = extractContacts([...signatures, 'Peter', 'Sales Engineer', 'Acme Corp', '+1 415 555 0199'].join('\n'));
    expect(found.map((c) => c.phones)).toEqual([['+1 415 555 0100'], ['+1 415 555 0142'], ['+1 415 555 0199']]);
  });
});
