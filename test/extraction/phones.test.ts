import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction';
import { FALLBACK_REGION, findPhones, guessRegion, normalizePhone } from '../../main/extraction/phones';

describe('guessRegion', () => {
  it('uses the country of the first internationally written number', () => {
    expect(guessRegion('Tel +49 30 123456\nMobil 0171 2345678', [])).toBe('DE');
  });

  it('falls back to a country-code domain, then to the documented default', () => {
    expect(guessRegion('01 23 45 67 89', ['exemple.fr'])).toBe('FR');
    expect(guessRegion('020 7946 0958', ['https://www.example.co.uk/about'])).toBe('GB');
    expect(guessRegion('(415) 555-0132', ['foo.io'])).toBe(FALLBACK_REGION);
    expect(FALLBACK_REGION).toBe('US');
  });
});

describe('normalizePhone', () => {
  it('formats numbers internationally and keys them by E.164', () => {
    expect(normalizePhone('(415) 555-0100', 'US')).toEqual({ display: '+1 415 555 0100', key: '+14155550100' });
    expect(normalizePhone('tel:+1-418-656-9254;ext=102', 'US')?.display).toBe('+1 418 656 9254 ext. 102');
  });

  it('keeps numbers the library cannot read, as written', () => {
    expect(normalizePhone('  *31# 12 ', 'US')?.display).toBe('*31# 12');
    expect(normalizePhone('12', 'US')).toBeNull();
    expect(normalizePhone(' 06 12 34 56 78 ', 'US')?.display).toBe('06 12 34 56 78');
    expect(normalizePhone('06 12 34 56 78', 'FR')?.display).toBe('+33 6 12 34 56 78');
  });
});

describe('findPhones', () => {
  it('finds numbers in international and national formats', () => {
    expect(findPhones('Call +44 20 7946 0958 or 030 1234567', 'DE').map((p) => p.display)).toEqual([
      '+44 20 7946 0958',
      '+49 30 1234567',
    ]);
  });

  it('ignores short digit runs such as postal codes', () => {
    expect(findPhones('10115 Berlin', 'DE')).toEqual([]);
  });
});

describe('the 00 international prefix', () => {
  it('is read as "+" at the start of a number only, not in a group inside one', () => {
    expect(findPhones('+1 212 555 0012', 'US').map((p) => p.display)).toEqual(['+1 212 555 0012']);
    expect(findPhones('+86 138 0013 8000', 'US').map((p) => p.display)).toEqual(['+86 138 0013 8000']);
    expect(findPhones('Tel: 0044 20 7946 0958', 'DE').map((p) => p.display)).toEqual(['+44 20 7946 0958']);
    expect(findPhones('(0049) 30 1234567', 'US').map((p) => p.display)).toEqual(['+49 30 1234567']);
    expect(findPhones('030 1234567 / 0041 44 292 11 11', 'DE').map((p) => p.display)).toEqual(['+49 30 1234567', '+41 44 292 11 11']);
  });

  it('keeps the numbers of signatures whose groups start with 00', () => {
    expect(extractContacts('Jane Whitaker | Partner Manager | Globex | +1 212 555 0012 | jane.whitaker@globex.com')[0]).toMatchObject({
      name: 'Jane Whitaker', position: 'Partner Manager', company: 'Globex', phones: ['+1 212 555 0012'], emails: ['jane.whitaker@globex.com'],
    });
    expect(extractContacts('Li Na\nMarketing Manager\nHangzhou Cloudwave Co., Ltd.\n+86 138 0013 8000 / li.na@cloudwave.cn')[0]).toMatchObject({
      name: 'Li Na', position: 'Marketing Manager', company: 'Hangzhou Cloudwave Co., Ltd.', phones: ['+86 138 0013 8000'], emails: ['li.na@cloudwave.cn'],
    });
    expect(extractContacts('王伟 Wang Wei\n销售总监 Sales Director\n深圳创新科技有限公司\nShenzhen Innovation Technology Co., Ltd.\n手机: +86 138 0013 8000\n邮箱: wang.wei@sz-innotech.cn')[0]).toMatchObject({
      name: 'Wang Wei', position: expect.stringMatching(/Sales Director$/), company: 'Shenzhen Innovation Technology Co., Ltd.',
      phones: ['+86 138 0013 8000'], emails: ['wang.wei@sz-innotech.cn'],
    });
  });
});

/** Exactly these contacts, in order, each with at least the fields given. */
const matches = (text: string, want: Record<string, unknown>[]) => expect(extractContacts(text)).toMatchObject(want);

// Realistic pastes from the extraction review that were read right before its fixes, kept so
// that no fix breaks them.
describe('pastes from the extraction review', () => {
  it('Swiss, Australian and UK national numbers get their country from the email domain', () => {
    matches('Freundliche Grüsse\n\nReto Baumgartner\nLeiter Finanzen\nZürcher Kantonalbank\nBahnhofstrasse 9, 8001 Zürich\nDirekt +41 44 292 11 11\nreto.baumgartner@zkb.ch', [
      { name: 'Reto Baumgartner', position: 'Leiter Finanzen', company: 'Zürcher Kantonalbank', address: 'Bahnhofstrasse 9, 8001 Zürich', phones: ['+41 44 292 11 11'] },
    ]);
    matches("Cheers,\nLiam O'Connor\nSales Director APAC\nAtlassian\n0412 345 678\nliam.oconnor@atlassian.com.au", [{ name: "Liam O'Connor", company: 'Atlassian', phones: ['+61 412 345 678'] }]);
    matches('Cheers,\nFiona MacLeod\nEvents Manager\nHighland Tours Ltd\n07911 123456\nfiona@highlandtours.co.uk', [{ name: 'Fiona MacLeod', company: 'Highland Tours Ltd', position: 'Events Manager', phones: ['+44 7911 123456'] }]);
  });

  it('extensions, dotted numbers, 00 prefix and (0)', () => {
    matches('Jessica Alvarez\nRecruiting Coordinator, Brightline Staffing\n(415) 555-0100 x204 | jalvarez@brightlinestaffing.com', [
      { name: 'Jessica Alvarez', position: 'Recruiting Coordinator', company: 'Brightline Staffing', phones: ['+1 415 555 0100 ext. 204'] },
    ]);
    matches('Jane Doe\n+1.415.555.0100\n+1-415-555-0101\n415.555.0102 ext 3\n(415) 555-0103 Ext. 4\n+33 (0)6 12 34 56 78\n0033 6 12 34 56 79\n+49 (0)30-1234567', [{
      name: 'Jane Doe',
      phones: ['+1 415 555 0100', '+1 415 555 0101', '+1 415 555 0102 ext. 3', '+1 415 555 0103 ext. 4', '+33 6 12 34 56 78', '+33 6 12 34 56 79', '+49 30 1234567'],
    }]);
  });
});
