// A vanity number ("1-800-FLOWERS", "1-800-GOT-JUNK", "+1 (800) FLOWERS") was no phone:
// libphonenumber-js reads no letters. It is dialled by the keypad's letters now, kept when the
// digits make a valid number and a label, "Call" or a line of its own says it is a phone. Codes
// and product names ("ISO-9001", "COVID-19", "Model 3-XL") never become one.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('a vanity number marked as a phone', () => {
  it('"Phone: 1-800-GOT-JUNK", "+1 (800) FLOWERS" and "Call 1-800-FLOWERS" are dialled', () => {
    expect(onlyCard('Jane Doe\nAcme Inc.\nPhone: 1-800-GOT-JUNK\njane@acme.com')).toMatchObject({ company: 'Acme Inc.', phones: ['+1 800 468 5865'] });
    expect(onlyCard('Jane Doe\nAcme Inc.\n+1 (800) FLOWERS\njane@acme.com')).toMatchObject({ company: 'Acme Inc.', phones: ['+1 800 356 9377'] });
    expect(onlyCard('Call 1-800-FLOWERS\nJane Doe\njane@flowers.com')).toMatchObject({ name: 'Jane Doe', phones: ['+1 800 356 9377'] });
  });

  it('on a line of its own it is the phone, not the company', () => {
    expect(onlyCard('Jane Doe\n1-800-GOT-JUNK\njane@junkhaulers.com')).toMatchObject({ name: 'Jane Doe', company: null, phones: ['+1 800 468 5865'] });
  });

  it('letters past the number are not dialled, and numbers keep the order written; "F" marks a fax', () => {
    const signature = 'Jane Doe\nSales Director | Mattress Firm\nToll-free: 1-800-MATTRESS | Direct: (212) 555-0143\njane@mattressfirm.com';
    expect(onlyCard(signature)).toMatchObject({ position: 'Sales Director', company: 'Mattress Firm', phones: ['+1 800 628 8737', '+1 212 555 0143'] });
    expect(onlyCard('Jane Doe\nT 1-800-FLOWERS | F 1-800-FLOWERZ\njane@acme.com')).toMatchObject({ phones: ['+1 800 356 9377'], additionalInfo: 'Fax: +1 800 356 9379' });
  });
});

describe('letters after digits that are no phone', () => {
  it('codes, product names, a domain and a company named in prose are none', () => {
    expect(onlyCard('Jane Doe\nQuality Manager, Acme Inc. (ISO-9001 certified)\njane@acme.com').phones).toEqual([]);
    expect(onlyCard('Jane Doe\nCOVID-19 Response Lead\njane@acme.com')).toMatchObject({ position: 'COVID-19 Response Lead', phones: [] });
    expect(onlyCard('Jane Doe\nProduct Manager, Model 3-XL and 500-SERIES\njane@acme.com').phones).toEqual([]);
    expect(onlyCard('Jane Doe\nCustomer Care, 1-800-Flowers.com\njane@1800flowers.com').phones).toEqual([]);
    expect(onlyCard('Order from 1-800-FLOWERS delivered today, thanks!\nJane Doe\njane@acme.com').phones).toEqual([]);
  });
});
