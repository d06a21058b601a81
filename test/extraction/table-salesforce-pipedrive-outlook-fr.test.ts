// Three exports that lost fields: Salesforce's contact report dropped the state and ZIP code
// ("Mailing State/Province", "Mailing Zip/Postal Code" were taken for another address than
// "Mailing Street"); French Outlook's "Adresse de messagerie" (its email column) was read as the
// address, so the email was no email, and its country ("Pays/Région (bureau)") was dropped;
// Pipedrive's "Person - Name", "Person - Organization", "Person - Job title" were no name,
// company or position, only lines of additional info.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';
import { onlyCard } from './only-card';

const card = (text: string) => {
  const c = onlyCard(text);
  return { name: c.name, emails: c.emails, phones: c.phones, company: c.company, position: c.position, address: c.address, notes: c.additionalInfo };;
};

describe('exports that lost fields', () => {
  it('Salesforce: the mailing address whole, state and ZIP code included', () => {
    const report = [
      '"First Name","Last Name","Title","Account Name","Mailing Street","Mailing City","Mailing State/Province","Mailing Zip/Postal Code","Mailing Country","Phone","Email"',
      '"Jane","Doe","CEO","Acme Inc","1 Market St","San Francisco","CA","94105","USA","(212) 555-0199","jane@acme.com"',
    ].join('\n');
    expect(card(report)).toEqual({
      name: 'Jane Doe',
      emails: ['jane@acme.com'],
      phones: ['+1 212 555 0199'],
      company: 'Acme Inc',
      position: 'CEO',
      address: '1 Market St, San Francisco, CA 94105, USA',
      notes: null,
    });
  });

  it('French Outlook: the email is the email, the address has its country, "Titre" (the honorific) and the email type are not kept', () => {
    const outlook = [
      '"Titre","Prénom","Deuxième prénom","Nom","Suffixe","Société","Service","Fonction","Rue (bureau)","Ville (bureau)","Dép/Région (bureau)","Code postal (bureau)","Pays/Région (bureau)","Téléphone (bureau)","Tél. mobile","Adresse de messagerie","Nom complet de l\'adresse de messagerie","Type de messagerie","Notes"',
      '"Mme","Marie","","Dupont","","Exemple SARL","Ventes","Directrice commerciale","12 rue de la Paix","Paris","","75002","France","01 42 68 53 00","06 12 34 56 78","marie@exemple.fr","Marie Dupont (marie@exemple.fr)","SMTP","Cliente"',
    ].join('\n');
    expect(card(outlook)).toEqual({
      name: 'Marie Dupont',
      emails: ['marie@exemple.fr'],
      phones: ['+33 1 42 68 53 00', '+33 6 12 34 56 78'],
      company: 'Exemple SARL',
      position: 'Directrice commerciale',
      address: '12 rue de la Paix, 75002 Paris, France',
      notes: 'Cliente\nDepartment: Ventes',
    });
  });

  it('Pipedrive: the person’s columns are the contact’s, "Organization - Name" the company', () => {
    const people = [
      'Person - Name,Person - Email - Work,Person - Phone - Work,Person - Job title,Organization - Name',
      'Jane Doe,jane@acme.com,+1 415 555 0100,CEO,Acme Inc',
      'Bob Smith,bob@initech.com,+1 415 555 0101,CTO,Initech',
    ].join('\n');
    expect(extractContacts(people).map((c) => [c.name, c.emails, c.phones, c.company, c.position, c.additionalInfo])).toEqual([
      ['Jane Doe', ['jane@acme.com'], ['+1 415 555 0100'], 'Acme Inc', 'CEO', null],
      ['Bob Smith', ['bob@initech.com'], ['+1 415 555 0101'], 'Initech', 'CTO', null],
    ]);
    const withOrganization = ['Person - Name,Person - Organization,Person - Email - Work', 'Jane Doe,Acme Inc,jane@acme.com'].join('\n');
    expect(card(withOrganization)).toMatchObject({ name: 'Jane Doe', company: 'Acme Inc', notes: null });
  });
});
