// An address over several lines lost its city and postal code when a suite or floor line stood
// between the street and the city ("Suite 200", "2. OG"), or when a US city, state and ZIP code
// were written without a comma ("San Francisco CA 94105"). The whole address is kept.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';
import { onlyCard } from './only-card';

const address = (text: string) => {
  const c = onlyCard(text);
  return c.address;;
};

describe('an address over several lines', () => {
  it('a suite or floor line between the street and the city', () => {
    expect(address('Jane Doe\nAcme Inc\n1 Market St\nSuite 200\nSan Francisco, CA 94105\njane@acme.com')).toBe('1 Market St, Suite 200, San Francisco, CA 94105');
    expect(address('Hans Meier\nMuster GmbH\nHauptstraße 5\n2. OG\n10117 Berlin\nhans.meier@muster.de')).toBe('Hauptstraße 5, 2. OG, 10117 Berlin');
    expect(address('Jane Doe\nAcme Inc\n1 Market St\n3rd Floor\njane@acme.com')).toBe('1 Market St, 3rd Floor');
  });

  it('a US city, state and ZIP code without a comma', () => {
    expect(address('Jane Doe\nAcme Inc\n1 Market St, Ste. 200\nSan Francisco CA 94105\njane@acme.com')).toBe('1 Market St, Ste. 200, San Francisco CA 94105');
  });

  it('letters and a number that are no state and ZIP code are no address', () => {
    expect(address('Jane Doe\nRoom 12 AB 12345\njane@acme.com')).toBeNull();
  });
});

describe('addresses as the UK, Australia, Spain, Portugal, Italy, Poland, Sweden and Brazil write them', () => {
  it('the whole address, and no line of it taken for the company', () => {
    const cases: [string, string][] = [
      ['Oliver Smith\noliver@widget.co.uk\n10 Queen Street\nManchester\nM2 5HT', '10 Queen Street, Manchester, M2 5HT'],
      ['Jack Wilson\njack@widget.com.au\n100 George St\nSydney NSW 2000', '100 George St, Sydney NSW 2000'],
      ['Lucía García\nlucia@acme.es\nPaseo de la Castellana, 259\n28046 Madrid', 'Paseo de la Castellana, 259, 28046 Madrid'],
      ['João Silva\njoao@acme.pt\nAv. da Liberdade, 110\n1250-146 Lisboa', 'Av. da Liberdade, 110, 1250-146 Lisboa'],
      ['Marco Rossi\nmarco@acme.it\nCorso Venezia 10\n20121 Milano (MI)', 'Corso Venezia 10, 20121 Milano (MI)'],
      ['Anna Kowalska\nanna@acme.pl\nul. Marszałkowska 10\n00-950 Warszawa', 'ul. Marszałkowska 10, 00-950 Warszawa'],
      ['Anna Svensson\nanna@svensson.se\nDrottninggatan 5\n111 51 Stockholm', 'Drottninggatan 5, 111 51 Stockholm'],
      ['Maria Silva\nmaria@acme.com.br\nAv. Paulista, 1000\nSão Paulo - SP\n01310-100', 'Av. Paulista, 1000, São Paulo - SP, 01310-100'],
    ];
    for (const [text, expected] of cases) {
      const [c, ...rest] = extractContacts(text);
      expect(rest).toEqual([]);
      expect([c!.address, c!.company]).toEqual([expected, null]);
    }
  });
});

it('a Brazilian postal code (CEP) on its own line is part of the address, not a phone number', () => {
  const c = onlyCard('Maria Silva\nAv. Paulista, 1000\nSão Paulo - SP\n01310-100\n+55 11 91234-5678');
  expect([c.address, c.phones]).toEqual(['Av. Paulista, 1000, São Paulo - SP, 01310-100', ['+55 11 91234 5678']]);
});
