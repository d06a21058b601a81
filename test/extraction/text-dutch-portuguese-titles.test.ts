// Dutch and Portuguese job titles outside the word list ("Projectleider", "Beleidsmedewerker",
// "Analista de Sistemas", "Gestor de Projeto") were taken for the company, and the company line
// below them lost.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

const dutch = (title: string) => onlyCard(`Pieter de Vries\n${title}\nVoorbeeld Groep\npieter@voorbeeld.nl`);
const portuguese = (title: string) => onlyCard(`João Silva\n${title}\nEmpresa Exemplo\njoao@exemplo.com.br`);

describe('job titles in Dutch and Portuguese', () => {
  it('Dutch titles and compounds are the position, the line below the company', () => {
    for (const title of ['Projectleider', 'Teamleider', 'Beleidsmedewerker', 'Medewerker Klantenservice', 'Bedrijfsleider', 'Belastingadviseur', 'Zaakvoerder']) {
      expect(dutch(title)).toMatchObject({ name: 'Pieter de Vries', position: title, company: 'Voorbeeld Groep' });
    }
  });

  it('Portuguese titles are the position, the line below the company', () => {
    for (const title of ['Analista de Sistemas', 'Sócio-fundador', 'Consultor Sénior', 'Assessor de Imprensa', 'Desenvolvedor Full Stack', 'Técnico de Manutenção', 'Supervisora de Vendas', 'Estagiário', 'Gestor de Projeto']) {
      expect(portuguese(title)).toMatchObject({ name: 'João Silva', position: title, company: 'Empresa Exemplo' });
    }
  });

  it('a surname that is also a word for a job stays a name ("Contador")', () => {
    expect(onlyCard('Alberto Contador\nCEO\nAcme Corp\nalberto@acme.com')).toMatchObject({ name: 'Alberto Contador', position: 'CEO', company: 'Acme Corp' });
  });
});
