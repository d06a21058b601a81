// A Twitter/X handle written in a sentence or mid-line ("Find me on Twitter @janedoe", "I'm
// @janedoe on X") was dropped: only a line labelled "Twitter: @janedoe" gave the profile. An
// @mention without the network's name beside it, the company's own account ("Follow us on X")
// and email addresses are no profile of the person.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('a Twitter/X handle in running text', () => {
  it('"Find me on Twitter @janedoe" below a signature is the profile on x.com', () => {
    const signature = 'Jane Doe\nProduct Designer, Acme Inc.\njane@acme.com\nFind me on Twitter @janedoe';
    expect(onlyCard(signature)).toMatchObject({ name: 'Jane Doe', position: 'Product Designer', company: 'Acme Inc.', socialUrl: 'https://x.com/janedoe' });
  });

  it('"I\'m @janedoe on X" in a message, and "@janedoe on Twitter" between a signature\'s bars', () => {
    const message = "Great meeting you at the meetup! I'm @janedoe on X if you want to keep in touch.\nJane Doe\njane@acme.com";
    expect(onlyCard(message)).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], socialUrl: 'https://x.com/janedoe' });
    expect(onlyCard('Jane Doe | @janedoe on Twitter | jane@acme.com')).toMatchObject({ name: 'Jane Doe', socialUrl: 'https://x.com/janedoe' });
    expect(onlyCard('Jane Doe\nMy Twitter handle is @jane_doe.')).toMatchObject({ socialUrl: 'https://x.com/jane_doe' });
  });

  it('"Twitter/X: @JaneDoe_42" mid-line is a further link beside the LinkedIn profile, and no title', () => {
    const card = onlyCard('Jane Doe | jane@acme.com | Twitter/X: @JaneDoe_42 | linkedin.com/in/janedoe');
    expect(card).toMatchObject({ name: 'Jane Doe', position: null, socialUrl: 'https://linkedin.com/in/janedoe', additionalInfo: 'Links: https://x.com/JaneDoe_42' });
  });

  it('an @mention without Twitter or X beside it, an email address, or the company\'s account is none', () => {
    expect(onlyCard('Jane Doe\nVP Marketing, Acme\nThanks @bobsmith for the intro!\njane@acme.com').socialUrl).toBeNull();
    expect(onlyCard('Jane Doe\nTwitter jane@acme.com').socialUrl).toBeNull();
    expect(onlyCard('Jane Doe\nVP Marketing, Acme\njane@acme.com\nFollow us on X: @acmehq').socialUrl).toBeNull();
    expect(onlyCard('Jane Doe\nProject X @acme\njane@acme.com').socialUrl).toBeNull();
  });
});
