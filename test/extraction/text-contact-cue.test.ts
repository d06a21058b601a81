// A phrase inviting the reader to get in touch ("Call us at 1-800-555-0199", "Text me at (415)
// 555-0100", "Reach me at …", "Book a call …", "WhatsApp me …") on a signature's line, once its
// number or link was read, was left over and taken for the company or the title. It is neither;
// the number stays the phone, the link a link.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('"Call us at …" and other cues before a number', () => {
  it('on a line of its own: the number is the phone, the phrase no company', () => {
    expect(onlyCard('Jane Doe\nCall us at (415) 555-0100\njane@acme.com')).toMatchObject({ name: 'Jane Doe', company: null, phones: ['+1 415 555 0100'] });
    expect(onlyCard('Jane Doe\nReach me at (415) 555-0100\njane@acme.com')).toMatchObject({ company: null, phones: ['+1 415 555 0100'] });
    const signature = 'Jane Doe\nSales Director\nText me at (415) 555-0100\njane@acme.com';
    expect(onlyCard(signature)).toMatchObject({ position: 'Sales Director', company: null, phones: ['+1 415 555 0100'] });
    expect(onlyCard('Jane Doe\nVP Sales\nGive me a call at (415) 555-0100\njane@acme.com')).toMatchObject({ position: 'VP Sales', company: null });
    expect(onlyCard('Jane Doe\nVP Sales\nCall/Text (415) 555-0100\njane@acme.com')).toMatchObject({ company: null, phones: ['+1 415 555 0100'] });
    expect(onlyCard('Jane Doe\nWhatsApp me +44 7911 123456\njane@acme.com')).toMatchObject({ company: null, phones: ['+44 7911 123456'] });
    const tollFree = 'Jane Doe\nCustomer Success Manager\nCall us toll-free at 1-800-555-0199\njane@acme.com';
    expect(onlyCard(tollFree)).toMatchObject({ position: 'Customer Success Manager', company: null, phones: ['+1 800 555 0199'] });
    expect(onlyCard('Jane Doe\nReach me on (415) 555-0100 or jane@acme.com')).toMatchObject({ company: null, emails: ['jane@acme.com'], phones: ['+1 415 555 0100'] });
  });

  it('in a "… | …" line: the title and company beside it are kept', () => {
    expect(onlyCard('Jane Doe\nSales Director | Call us at 1-800-555-0199 | jane@acme.com')).toMatchObject({
      position: 'Sales Director',
      company: null,
      phones: ['+1 800 555 0199'],
    });
    expect(onlyCard('Jane Doe | Call me at (415) 555-0100\njane@acme.com')).toMatchObject({ name: 'Jane Doe', position: null, company: null });
    expect(onlyCard('Jane Doe\nAcme Inc. – call us at (415) 555-0100\njane@acme.com')).toMatchObject({ company: 'Acme Inc.', phones: ['+1 415 555 0100'] });
  });

  it('"Book a call" before a booking page and "Reach me at" below it are neither', () => {
    const signature = 'Jane Doe\nAccount Executive\nBook a call https://calendly.com/janedoe\nReach me at +1 415 555 0100\njane@acme.com';
    expect(onlyCard(signature)).toMatchObject({
      position: 'Account Executive',
      company: null,
      phones: ['+1 415 555 0100'],
      additionalInfo: 'Links: https://calendly.com/janedoe',
    });
  });

  it('a company or title made of such a word is kept', () => {
    expect(onlyCard('Jane Doe\nCall Center Manager\nSignal Hill Capital\njane@signalhill.com')).toMatchObject({ position: 'Call Center Manager', company: 'Signal Hill Capital' });
    expect(onlyCard('Jane Doe\nEditor\nReach plc\njane@reachplc.com')).toMatchObject({ position: 'Editor', company: 'Reach plc' });
  });
});
