// A sheet whose header is in a language the reader has no words for (Turkish, Hungarian, Greek,
// Indonesian, Japanese) gave a card made of the column names ("Ad Soyad", company "E-posta")
// before the people. A first row with a word where the rows below have their email addresses or
// phone numbers is such a header: it is no card, and the rows below are read as rows without
// one. A person's row without an address (the cell empty, or "n/a") is still a card.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (lines: string[]) => extractContacts(lines.join('\n')).map((c) => ({ name: c.name, emails: c.emails, company: c.company }));

describe('a header in a language without known column names', () => {
  it('Turkish: no card for the header; name, email, phone and company of each row', () => {
    const sheet = ['Ad,Soyad,E-posta,Telefon,Şirket', 'Ayşe,Yılmaz,ayse@acme.com.tr,+90 532 123 45 67,Acme', 'Mehmet,Demir,mehmet@acme.com.tr,+90 533 765 43 21,Acme'];
    expect(cards(sheet)).toEqual([
      { name: 'Ayşe Yılmaz', emails: ['ayse@acme.com.tr'], company: 'Acme' },
      { name: 'Mehmet Demir', emails: ['mehmet@acme.com.tr'], company: 'Acme' },
    ]);
    expect(extractContacts(sheet.join('\n')).map((c) => c.phones)).toEqual([['+90 532 123 45 67'], ['+90 533 765 43 21']]);
  });

  it('Hungarian, Greek, Indonesian and Japanese: a card per row and none for the header', () => {
    expect(cards(['Vezetéknév;Keresztnév;E-mail cím;Telefonszám;Cég', 'Kovács;Anna;anna.kovacs@acme.hu;+36 30 123 4567;Acme Kft.', 'Nagy;Péter;peter.nagy@acme.hu;+36 20 765 4321;Acme Kft.'])).toEqual([
      { name: 'Kovács Anna', emails: ['anna.kovacs@acme.hu'], company: 'Acme Kft.' },
      { name: 'Nagy Péter', emails: ['peter.nagy@acme.hu'], company: 'Acme Kft.' },
    ]);
    expect(cards(['Όνομα,Επώνυμο,Email,Τηλέφωνο', 'Γιώργος,Παπαδόπουλος,g.papadopoulos@acme.gr,+30 210 123 4567', 'Μαρία,Νικολάου,m.nikolaou@acme.gr,+30 210 765 4321']).map((c) => c.name)).toEqual([
      'Γιώργος Παπαδόπουλος',
      'Μαρία Νικολάου',
    ]);
    expect(cards(['Nama,Surel', 'Budi Santoso,budi@acme.co.id', 'Siti Rahayu,siti@acme.co.id']).map((c) => c.name)).toEqual(['Budi Santoso', 'Siti Rahayu']);
    expect(cards(['氏名,メールアドレス,電話番号', '山田太郎,taro@acme.jp,03-1234-5678', '佐藤花子,hanako@acme.jp,03-8765-4321']).map((c) => c.name)).toEqual(['山田太郎', '佐藤花子']);
  });

  it('a first row without an email address (the cell empty, or "n/a") is a person, not a header', () => {
    for (const missing of ['', 'n/a', '-']) {
      expect(cards([`Jane Doe,Acme,${missing}`, 'John Roe,Globex,john@globex.com', 'Mary Poe,Initech,mary@initech.com']).map((c) => c.name)).toEqual(['Jane Doe', 'John Roe', 'Mary Poe']);
    }
  });

  it('a first row with a person’s email address or phone number is a person', () => {
    const rows = ['Jane Doe,Acme,jane@acme.com', 'John Roe,Globex,john@globex.com', 'Mary Poe,Initech,mary@initech.com'];
    expect(cards(rows).map((c) => c.name)).toEqual(['Jane Doe', 'John Roe', 'Mary Poe']);
    const phones = ['Jane Doe\tAcme\t+1 415 555 0100', 'John Roe\tGlobex\t+1 415 555 0101', 'Mary Poe\tInitech\t+1 415 555 0102'];
    expect(cards(phones).map((c) => c.name)).toEqual(['Jane Doe', 'John Roe', 'Mary Poe']);
  });
});
