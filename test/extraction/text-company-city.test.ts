// "Widget Ltd, London": a city or a country after the company, on the company's line, was dropped.
// It is where the person works, so it is the address when the text gives no other; a street
// address below is not replaced by it, and a department, "Remote" or "Customer Service" there is
// no place (a city is one of a list, not any capitalised words).
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('a place after the company on its line', () => {
  it('is the address when there is no other', () => {
    expect(onlyCard('Jane Doe\nHead of Sales\nWidget Ltd, London\njane@widget.co.uk\n+44 20 7946 0958')).toMatchObject({
      company: 'Widget Ltd',
      position: 'Head of Sales',
      address: 'London',
    });
    expect(onlyCard('Tom Berg\nAcme GmbH, Tel Aviv\ntom@acme.de')).toMatchObject({ company: 'Acme GmbH', address: 'Tel Aviv' });
    expect(onlyCard('Jane Doe\nWidget Ltd, San Francisco\njane@widget.com')).toMatchObject({ name: 'Jane Doe', company: 'Widget Ltd', address: 'San Francisco' });
    expect(onlyCard('Jane Doe\nHead of Sales, Widget Ltd, Germany\njane@widget.co.uk')).toMatchObject({ company: 'Widget Ltd', position: 'Head of Sales', address: 'Germany' });
  });

  it('gives way to a street address, and is no place when it is a department or "Remote"', () => {
    expect(onlyCard('Jane Doe\nWidget Ltd, London\n1 Long Lane, London EC1A 1BB\njane@widget.co.uk')).toMatchObject({ company: 'Widget Ltd', address: '1 Long Lane, London EC1A 1BB' });
    expect(onlyCard('Jane Doe\nWidget Ltd, Remote\njane@widget.co.uk')).toMatchObject({ company: 'Widget Ltd', address: null });
    expect(onlyCard('Jane Doe\nWidget Ltd, Marketing\njane@widget.co.uk')).toMatchObject({ company: 'Widget Ltd', position: 'Marketing', address: null });
    expect(onlyCard('Jane Doe\nAcme, Inc.\njane@acme.com')).toMatchObject({ company: 'Acme, Inc.', address: null });
    expect(onlyCard('Jane Doe\nAcme Ltd, Customer Service\njane@acme.com')).toMatchObject({ company: 'Acme Ltd', address: null });
    expect(onlyCard('Jane Doe\nAcme Ltd, Subsidiary\njane@acme.com')).toMatchObject({ company: 'Acme Ltd', address: null });
  });
});
