// A sheet with its header in Spanish, Italian or Portuguese ("Nombre,Apellido,Correo,Teléfono",
// "Nome,Cognome,Email,Telefono,Azienda", as a localised Outlook or a hand-made list names its
// columns) gave a card made of the header row, its company "Correo". The header is read as one:
// a card per row, and none for the header.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) => extractContacts(text).map((c) => ({ name: c.name, emails: c.emails, phones: c.phones, company: c.company, position: c.position }));

describe('a header in Spanish, Italian or Portuguese', () => {
  it('Spanish: first and last name, email, phone, company and position', () => {
    const sheet = ['Nombre,Apellido,Correo electrónico,Teléfono móvil,Empresa,Puesto', 'Ana,García,ana.garcia@acme.es,+34 612 345 678,Acme,Directora de ventas', 'Luis,Pérez,luis.perez@acme.es,+34 622 111 222,Acme,Comprador'].join('\n');
    expect(cards(sheet)).toEqual([
      { name: 'Ana García', emails: ['ana.garcia@acme.es'], phones: ['+34 612 34 56 78'], company: 'Acme', position: 'Directora de ventas' },
      { name: 'Luis Pérez', emails: ['luis.perez@acme.es'], phones: ['+34 622 11 12 22'], company: 'Acme', position: 'Comprador' },
    ]);
  });

  it('Italian: Nome, Cognome, Email, Telefono, Azienda', () => {
    const sheet = ['Nome;Cognome;Email;Telefono;Azienda', 'Giulia;Rossi;giulia.rossi@example.it;+39 06 1234 5678;Initech', 'Marco;Bianchi;marco.bianchi@example.it;+39 02 8765 4321;Initech'].join('\n');
    expect(cards(sheet).map((c) => [c.name, c.emails, c.company])).toEqual([
      ['Giulia Rossi', ['giulia.rossi@example.it'], 'Initech'],
      ['Marco Bianchi', ['marco.bianchi@example.it'], 'Initech'],
    ]);
  });

  it('"Nome completo", "Nombre completo", "Nom complet", "Nom et prénom" and "Vollständiger Name" are the whole name (the name was left empty, kept under its header in additional info)', () => {
    for (const header of ['Nome completo', 'Nombre completo', 'Nom complet', 'Nom et prénom', 'Nome e cognome', 'Vollständiger Name']) {
      const sheet = [`${header}\tIndirizzo email\tCellulare`, 'Luca Bianchi\tluca@acme.it\t+39 333 123 4567', 'Giulia Rossi\tgiulia@acme.it\t+39 333 765 4321'].join('\n');
      expect(extractContacts(sheet).map((c) => [c.name, c.emails, c.additionalInfo])).toEqual([
        ['Luca Bianchi', ['luca@acme.it'], null],
        ['Giulia Rossi', ['giulia@acme.it'], null],
      ]);
    }
  });

  it('"Nombre" alone is the whole name; Portuguese "Nome" beside "Sobrenome" the first', () => {
    expect(cards(['Nombre,Correo,Teléfono', 'Ana García,ana.garcia@acme.es,+34 612 345 678'].join('\n')).map((c) => c.name)).toEqual(['Ana García']);
    expect(cards(['Nome,Sobrenome,E-mail,Celular,Cargo', 'João,Silva,joao.silva@example.com.br,+55 11 91234 5678,Gerente'].join('\n'))).toEqual([
      { name: 'João Silva', emails: ['joao.silva@example.com.br'], phones: ['+55 11 91234 5678'], company: null, position: 'Gerente' },
    ]);
  });
});
