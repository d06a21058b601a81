// A sheet with its header in Dutch or Polish ("Voornaam,Tussenvoegsel,Achternaam,E-mailadres",
// "Imię;Nazwisko;Adres e-mail;Telefon komórkowy;Firma;Stanowisko") gave one card made of the
// header row, and its rows with their columns unnamed. The header is read as one: a card per row,
// and none for the header.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) =>
  extractContacts(text).map((c) => ({ name: c.name, emails: c.emails, phones: c.phones, company: c.company, position: c.position, notes: c.additionalInfo }));

describe('a header in Dutch or Polish', () => {
  it('Dutch: first name, "tussenvoegsel", last name, email, phone, company, position and notes', () => {
    const sheet = [
      'Voornaam,Tussenvoegsel,Achternaam,E-mailadres,Telefoonnummer,Bedrijf,Functie,Opmerkingen',
      'Jan,van,Dijk,jan.vandijk@acme.nl,+31 20 123 4567,Acme,Inkoper,Ontmoet op de beurs',
      'Sanne,,Bakker,sanne.bakker@acme.nl,+31 6 12345678,Acme,Directeur,',
    ].join('\n');
    expect(cards(sheet)).toEqual([
      { name: 'Jan van Dijk', emails: ['jan.vandijk@acme.nl'], phones: ['+31 20 123 4567'], company: 'Acme', position: 'Inkoper', notes: 'Ontmoet op de beurs' },
      { name: 'Sanne Bakker', emails: ['sanne.bakker@acme.nl'], phones: ['+31 6 12345678'], company: 'Acme', position: 'Directeur', notes: null },
    ]);
  });

  it('Dutch: "Naam" alone is the whole name, "Mailadres" the email, "Plaats" part of the address', () => {
    const sheet = ['Naam;Mailadres;Mobiel;Organisatie;Plaats', 'Pieter de Vries;pieter@initech.nl;06 12345678;Initech;Utrecht'].join('\n');
    const [card] = extractContacts(sheet);
    expect(card).toMatchObject({ name: 'Pieter de Vries', emails: ['pieter@initech.nl'], company: 'Initech' });
    expect(card!.address ?? '').toContain('Utrecht');
    expect(extractContacts(sheet)).toHaveLength(1);
  });

  it('Dutch: "Huisnummer" and "Toevoeging" go after the street ("Keizersgracht 12A"), the postcode before the city', () => {
    const sheet = [
      'Voornaam,Achternaam,E-mailadres,Straat,Huisnummer,Toevoeging,Postcode,Plaats',
      'Jan,Jansen,jan@acme.nl,Keizersgracht,12,A,1015 CS,Amsterdam',
      'Els,Smit,els@acme.nl,Dorpsstraat,3,bis,1234 AB,Ede',
      'Kees,Visser,kees@acme.nl,Markt,7,,6211 CK,Maastricht',
    ].join('\n');
    expect(cards(sheet).map((c) => [c.name, c.notes])).toEqual([
      ['Jan Jansen', null],
      ['Els Smit', null],
      ['Kees Visser', null],
    ]);
    expect(extractContacts(sheet).map((c) => c.address)).toEqual(['Keizersgracht 12A, 1015 CS Amsterdam', 'Dorpsstraat 3 bis, 1234 AB Ede', 'Markt 7, 6211 CK Maastricht']);
  });

  it('Polish: first and last name, email, phone, company and position; "Imię i nazwisko" the whole name', () => {
    const sheet = ['Imię;Nazwisko;Adres e-mail;Telefon komórkowy;Firma;Stanowisko', 'Anna;Kowalska;anna.kowalska@acme.pl;+48 512 345 678;Acme;Kierownik sprzedaży', 'Piotr;Nowak;piotr.nowak@acme.pl;+48 601 234 567;Acme;Księgowy'].join('\n');
    expect(cards(sheet).map((c) => [c.name, c.emails, c.company, c.position])).toEqual([
      ['Anna Kowalska', ['anna.kowalska@acme.pl'], 'Acme', 'Kierownik sprzedaży'],
      ['Piotr Nowak', ['piotr.nowak@acme.pl'], 'Acme', 'Księgowy'],
    ]);
    expect(cards(sheet).map((c) => c.phones)).toEqual([['+48 512 345 678'], ['+48 601 234 567']]);
    const whole = ['Imię i nazwisko,E-mail,Nazwa firmy,Uwagi', 'Marta Wiśniewska,marta@globex.pl,Globex,Poznana na konferencji'].join('\n');
    expect(cards(whole)).toEqual([{ name: 'Marta Wiśniewska', emails: ['marta@globex.pl'], phones: [], company: 'Globex', position: null, notes: 'Poznana na konferencji' }]);
  });
});
