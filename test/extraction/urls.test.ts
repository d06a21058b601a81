import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { findUrls, isSchedulingUrl, isSocialUrl, normalizeUrl, socialProfileUrl } from '../../main/extraction/urls';

describe('normalizeUrl', () => {
  it('adds https:// when the scheme is missing and keeps an explicit one', () => {
    expect(normalizeUrl('www.acme.com')).toBe('https://www.acme.com');
    expect(normalizeUrl('acme.com/about')).toBe('https://acme.com/about');
    expect(normalizeUrl('http://acme.com')).toBe('http://acme.com');
  });

  it('rejects non-web schemes and things that are not addresses', () => {
    expect(normalizeUrl('mailto:a@b.com')).toBeNull();
    expect(normalizeUrl('x-apple:johnny')).toBeNull();
    expect(normalizeUrl('not a url')).toBeNull();
    expect(normalizeUrl('localhostish')).toBeNull();
    expect(normalizeUrl('@jd.pics')).toBeNull();
    expect(normalizeUrl('https://user:secret@acme.com')).toBeNull();
  });
});

describe('isSocialUrl', () => {
  it.each(['https://www.linkedin.com/in/jane', 'https://de.linkedin.com/in/jane', 'https://x.com/jane', 'https://twitter.com/jane', 'https://github.com/jane', 'https://www.xing.com/profile/Jane'])(
    '%s is a social profile',
    (url) => expect(isSocialUrl(url)).toBe(true),
  );

  it('treats other sites as websites', () => {
    expect(isSocialUrl('https://acme.com')).toBe(false);
    expect(isSocialUrl('https://box.com/x')).toBe(false);
  });
});

describe('socialProfileUrl', () => {
  it('builds a profile URL from a user name and the network', () => {
    expect(socialProfileUrl('@jane', 'twitter')).toBe('https://twitter.com/jane');
    expect(socialProfileUrl('jane', 'unknown-network')).toBeNull();
    expect(socialProfileUrl('linkedin.com/in/jane', 'linkedin')).toBe('https://linkedin.com/in/jane');
    expect(socialProfileUrl('@jane.pics', 'instagram')).toBe('https://www.instagram.com/jane.pics');
    expect(socialProfileUrl('@jane@mastodon.social', 'mastodon')).toBe('https://mastodon.social/@jane');
  });
});

describe('findUrls', () => {
  it('finds links with and without scheme but not the domains of email addresses', () => {
    expect(findUrls('Mail jane@acme.com, see www.acme.com. Also linkedin.com/in/jane and beispiel.de')).toEqual([
      'https://www.acme.com',
      'https://linkedin.com/in/jane',
      'https://beispiel.de',
    ]);
  });
});

describe('bare domains', () => {
  it('finds sites on newer top-level domains', () => {
    expect(findUrls('Portfolio: elenarossi.design | janedoe.me | acme.studio/work | hello.ai | tools.dev | ACME.COM')).toEqual([
      'https://elenarossi.design', 'https://janedoe.me', 'https://acme.studio/work', 'https://hello.ai', 'https://tools.dev', 'https://acme.com',
    ]);
  });

  it('does not take file names or a missing space after a full stop for a domain', () => {
    expect(findUrls('See notes.md, setup.py, run.sh, movie.zip and file.txt')).toEqual([]);
    expect(findUrls('It went well today.My name is Jane. Shenzhen Tech Co.Ltd')).toEqual([]);
  });

  it('gives the wizard the personal site as the website', () => {
    expect(extractContacts('Elena Rossi\nProduct Designer\nelena@figmafan.design\nhttps://www.linkedin.com/in/elena-rossi-12345678/?originalSubdomain=it\nPortfolio: elenarossi.design')[0]).toMatchObject({
      name: 'Elena Rossi', website: 'https://elenarossi.design', socialUrl: 'https://www.linkedin.com/in/elena-rossi-12345678/?originalSubdomain=it', additionalInfo: null,
    });
    expect(extractContacts('Jane Doe\nPhotographer\njanedoe.me')[0]).toMatchObject({ name: 'Jane Doe', website: 'https://janedoe.me' });
  });
});

describe('booking links', () => {
  it.each([
    'https://calendly.com/megan-clarke/30min', 'https://cal.com/jane', 'https://savvycal.com/jane/chat', 'https://meetings.hubspot.com/jane',
    'https://app.hubspot.com/meetings/jane', 'https://zcal.co/jane', 'https://tidycal.com/jane', 'https://doodle.com/bp/jane/meet',
  ])('%s is a booking page', (url) => expect(isSchedulingUrl(url)).toBe(true));

  it('are not booking pages: sites of the same companies', () => {
    expect(isSchedulingUrl('https://www.hubspot.com')).toBe(false);
    expect(isSchedulingUrl('https://acme.com/calendly')).toBe(false);
  });

  it('go under further links, not the website', () => {
    expect(extractContacts('Best,\nMegan Clarke\nAccount Executive, Pipedrive\nmegan.clarke@pipedrive.com\nBook a meeting: calendly.com/megan-clarke/30min\nwww.pipedrive.com')).toEqual([{
      name: 'Megan Clarke', emails: ['megan.clarke@pipedrive.com'], phones: [], company: 'Pipedrive', position: 'Account Executive', website: 'https://www.pipedrive.com',
      socialUrl: null, address: null, additionalInfo: 'Links: https://calendly.com/megan-clarke/30min', source: 'text',
    }]);
    expect(extractContacts('Jane Doe\nhttps://cal.com/jane')[0]).toMatchObject({ website: null, additionalInfo: 'Links: https://cal.com/jane' });
    const [card] = extractContacts('BEGIN:VCARD\nVERSION:3.0\nFN:Jane Doe\nURL:https://calendly.com/jane\nURL:https://acme.com\nEND:VCARD');
    expect(card).toMatchObject({ website: 'https://acme.com', additionalInfo: 'Links: https://calendly.com/jane' });
  });
});
