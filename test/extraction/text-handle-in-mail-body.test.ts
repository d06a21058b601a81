// A Twitter/X handle the writer gives in the body of a mail, above the sign-off ("I'm @janedoe on
// X — happy to connect.\n\nBest,\nJane Doe …"), was not seen: only the signature below the
// sign-off is read. It is the signer's profile now when the writer claims it ("I'm", "find me",
// "my handle", or it is made of the signer's name); a handle the body recommends ("You should
// follow @bobsmith on Twitter") or lists among someone else's details is none of the signer's.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('a handle in the body of the signer\'s own mail', () => {
  it('"I\'m @janedoe on X" above the sign-off is the signer\'s profile on x.com', () => {
    const mail = "I'm @janedoe on X — happy to connect.\n\nBest,\nJane Doe\nAcme Inc\njane@acme.com";
    expect(onlyCard(mail)).toMatchObject({ name: 'Jane Doe', company: 'Acme Inc', emails: ['jane@acme.com'], socialUrl: 'https://x.com/janedoe' });
    const named = 'Loved the talk, @janedoe on Twitter is where I post the slides.\n\nCheers,\nJane Doe\njane@acme.com';
    expect(onlyCard(named)).toMatchObject({ name: 'Jane Doe', socialUrl: 'https://x.com/janedoe' });
  });

  it('beside the signature\'s LinkedIn profile it is a further link', () => {
    const mail =
      'Hi Tom,\n\nGreat meeting you at the conference. Find me on Twitter @jdoe_builds if you want the slides.\n\nBest regards,\nJane Doe\nVP Marketing | Acme Inc\njane@acme.com\nlinkedin.com/in/janedoe';
    expect(onlyCard(mail)).toMatchObject({
      name: 'Jane Doe',
      position: 'VP Marketing',
      company: 'Acme Inc',
      socialUrl: 'https://linkedin.com/in/janedoe',
      additionalInfo: 'Links: https://x.com/jdoe_builds',
    });
  });
});

describe('a handle of someone else in the body', () => {
  it('"You should follow @bobsmith on Twitter" is not the signer\'s, with a sign-off or without', () => {
    const mail = 'You should follow @bobsmith on Twitter, he posts great stuff.\n\nBest,\nJane Doe\nAcme Inc\njane@acme.com';
    expect(onlyCard(mail)).toMatchObject({ name: 'Jane Doe', socialUrl: null });
    expect(onlyCard('You should follow @bobsmith on Twitter.\nJane Doe\njane@acme.com')).toMatchObject({ name: 'Jane Doe', socialUrl: null });
  });

  it('someone\'s details passed on above the sign-off are not the signer\'s', () => {
    const mail = "Here are Bob's details:\nBob Smith\nTwitter @bobsmith\n\nBest,\nJane Doe\nAcme Inc\njane@acme.com";
    expect(onlyCard(mail)).toMatchObject({ name: 'Jane Doe', socialUrl: null, additionalInfo: null });
  });
});
