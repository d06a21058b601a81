// "Jane Doe | Stripe" or "Jane Doe, Stripe" above the job title lost the company: what stood
// beside the name was only ever taken for the title. With the title on its own line and no
// company line below, it is the company; pronouns and post-nominals beside the name ("she/her",
// "PhD", "MBA") are not.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

const card = (text: string) => {
  const c = onlyCard(text);
  return { name: c.name, position: c.position, company: c.company };;
};

describe('the company beside the name', () => {
  it('is the company when the title is on the next line', () => {
    expect(card('Jane Doe | Stripe\nChief Revenue Officer\njane@stripe.com')).toEqual({ name: 'Jane Doe', position: 'Chief Revenue Officer', company: 'Stripe' });
    expect(card('Jane Doe, Stripe\nChief Revenue Officer\njane@stripe.com')).toEqual({ name: 'Jane Doe', position: 'Chief Revenue Officer', company: 'Stripe' });
  });

  it('pronouns and post-nominals beside the name are no company', () => {
    for (const beside of ['she/her', '(they/them)', 'PhD', 'MBA']) {
      expect(card(`Jane Doe | ${beside}\nChief Revenue Officer\njane@stripe.com`)).toEqual({ name: 'Jane Doe', position: 'Chief Revenue Officer', company: null });
    }
  });

  it('a company line below comes first', () => {
    expect(card('Jane Doe | Berlin\nVP Sales\nAcme\njane@acme.com')).toEqual({ name: 'Jane Doe', position: 'VP Sales', company: 'Acme' });
  });
});
