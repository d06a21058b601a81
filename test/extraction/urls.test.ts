import { describe, expect, it } from 'vitest';
import { findUrls, isSocialUrl, normalizeUrl, socialProfileUrl } from '../../main/extraction/urls';

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
