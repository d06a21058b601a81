// A sheet with its header in Swedish, Danish, Norwegian, Finnish or Czech ("Förnamn,Efternamn,
// E-postadress", "Etunimi;Sukunimi;Sähköposti", "Jméno;Příjmení;E-mail") is read as a header: a
// card per row with its name, email, phone, company, position, address and notes, and none for
// the header. The address is written the way those countries write it: the postal code before
// the city ("111 22 Stockholm").
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) =>
  extractContacts(text).map((c) => ({ name: c.name, emails: c.emails, phones: c.phones, company: c.company, position: c.position, address: c.address, notes: c.additionalInfo }));

describe('a header in a Nordic language or Czech', () => {
  it('Swedish: first and last name, email, mobile, company, position, department, street, postal code, city, country and notes', () => {
    const sheet = [
      'Förnamn,Efternamn,E-postadress,Mobiltelefon,Företag,Befattning,Avdelning,Gatuadress,Postnummer,Postort,Land,Anteckningar',
      'Erik,Lindqvist,erik.lindqvist@acme.se,+46 70 123 45 67,Acme AB,Inköpschef,Inköp,Storgatan 12,111 22,Stockholm,Sverige,Träffades på mässan',
      'Karin,Ek,karin.ek@acme.se,+46 73 987 65 43,Acme AB,Säljare,,,,,,',
    ].join('\n');
    expect(cards(sheet)).toEqual([
      {
        name: 'Erik Lindqvist',
        emails: ['erik.lindqvist@acme.se'],
        phones: ['+46 70 123 45 67'],
        company: 'Acme AB',
        position: 'Inköpschef',
        address: 'Storgatan 12, 111 22 Stockholm, Sverige',
        notes: 'Träffades på mässan\nDepartment: Inköp',
      },
      { name: 'Karin Ek', emails: ['karin.ek@acme.se'], phones: ['+46 73 987 65 43'], company: 'Acme AB', position: 'Säljare', address: null, notes: null },
    ]);
  });

  it('Danish: "Virksomhed" the company, "Stilling" the position, "By" the city, "Noter" the notes', () => {
    const sheet = [
      'Fornavn;Efternavn;E-mail;Telefon;Virksomhed;Stilling;Adresse;Postnummer;By;Noter',
      'Mette;Hansen;mette.hansen@globex.dk;+45 20 12 34 56;Globex A/S;Salgschef;Vesterbrogade 5;1620;København V;Mødt på messen',
    ].join('\n');
    expect(cards(sheet)).toEqual([
      {
        name: 'Mette Hansen',
        emails: ['mette.hansen@globex.dk'],
        phones: ['+45 20 12 34 56'],
        company: 'Globex A/S',
        position: 'Salgschef',
        address: 'Vesterbrogade 5, 1620 København V',
        notes: 'Mødt på messen',
      },
    ]);
  });

  it('Norwegian: "Navn" alone is the whole name, "E-post" the email, "Bedrift" the company, "Poststed" the city', () => {
    const sheet = ['Navn,E-post,Mobil,Bedrift,Stilling,Poststed', 'Ola Nordmann,ola.nordmann@initech.no,+47 912 34 567,Initech AS,Innkjøper,Bergen'].join('\n');
    const [card, ...rest] = cards(sheet);
    expect(rest).toEqual([]);
    expect(card).toMatchObject({ name: 'Ola Nordmann', emails: ['ola.nordmann@initech.no'], company: 'Initech AS', position: 'Innkjøper', address: 'Bergen', notes: null });
    expect(card!.phones).toHaveLength(1);
    expect(card!.phones[0]!.replace(/\D/g, '')).toBe('4791234567');
  });

  it('Finnish: first and last name, email, mobile, company, job title, street, postal code, city and notes', () => {
    const sheet = [
      'Etunimi;Sukunimi;Sähköposti;Matkapuhelin;Yritys;Tehtävänimike;Katuosoite;Postinumero;Kaupunki;Lisätiedot',
      'Matti;Virtanen;matti.virtanen@hooli.fi;+358 40 123 4567;Hooli Oy;Myyntipäällikkö;Mannerheimintie 10;00100;Helsinki;Tavattu messuilla',
    ].join('\n');
    const [card, ...rest] = cards(sheet);
    expect(rest).toEqual([]);
    expect(card).toMatchObject({
      name: 'Matti Virtanen',
      emails: ['matti.virtanen@hooli.fi'],
      company: 'Hooli Oy',
      position: 'Myyntipäällikkö',
      address: 'Mannerheimintie 10, 00100 Helsinki',
      notes: 'Tavattu messuilla',
    });
    expect(card!.phones[0]!.replace(/\D/g, '')).toBe('358401234567');
  });

  it('Czech: "Jméno" is the first name beside "Příjmení", "Celé jméno" the whole name', () => {
    const sheet = [
      'Jméno;Příjmení;E-mail;Telefon;Společnost;Pozice;Ulice;PSČ;Město;Poznámky',
      'Jana;Nováková;jana.novakova@stark.cz;+420 601 123 456;Stark s.r.o.;Nákupčí;Vodičkova 20;110 00;Praha;Potkali jsme se na veletrhu',
    ].join('\n');
    expect(cards(sheet)).toEqual([
      {
        name: 'Jana Nováková',
        emails: ['jana.novakova@stark.cz'],
        phones: ['+420 601 123 456'],
        company: 'Stark s.r.o.',
        position: 'Nákupčí',
        address: 'Vodičkova 20, 110 00 Praha',
        notes: 'Potkali jsme se na veletrhu',
      },
    ]);
    const whole = ['Celé jméno,E-mail,Firma', 'Petr Svoboda,petr.svoboda@acme.cz,Acme'].join('\n');
    expect(cards(whole)).toEqual([{ name: 'Petr Svoboda', emails: ['petr.svoboda@acme.cz'], phones: [], company: 'Acme', position: null, address: null, notes: null }]);
  });

  it('a "Created By" column is no city (Danish "By" is the whole header only), but who made the record: left out', () => {
    expect(cards(['Name,Email,Created By', 'Sam Hill,sam@acme.com,Jo Doe'].join('\n'))).toEqual([
      { name: 'Sam Hill', emails: ['sam@acme.com'], phones: [], company: null, position: null, address: null, notes: null },
    ]);
    expect(cards(['Name,Email,By', 'Sam Hill,sam@acme.com,Odense'].join('\n'))).toEqual([
      { name: 'Sam Hill', emails: ['sam@acme.com'], phones: [], company: null, position: null, address: 'Odense', notes: null },
    ]);
  });
});
