// Numbers written without a country code were dropped when the address gave no country the
// reader knew (a .com address: the numbers were read as US ones, and were no US numbers) and
// their label was not one it knew ("Direct line", "Cel", "T." and "M." on a business card), and
// Indian and Mexican mobiles were taken for US numbers even with the country written beside them.
// A labelled number is kept, as written when nothing tells its country; a country named in the
// text, or the address's country domain (.kr, .cn, .sg, …), gives it its code.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

const phones = (text: string) => {
  const c = onlyCard(text);
  return c.phones;;
};

describe('a phone number without a country code', () => {
  it('after a label the reader did not know, or "T." / "M.", is kept as written', () => {
    expect(phones('Oliver Smith\nWidget Ltd\nDirect line: 020 7946 0958\nMobile: 07911 123456\noliver@widget.com')).toEqual(['020 7946 0958', '07911 123456']);
    expect(phones('OLIVER SMITH\nWIDGET LTD\nT. 020 7946 0958\nM. 07911 123456\nE. oliver@widget.com')).toEqual(['020 7946 0958', '07911 123456']);
    expect(phones('Ana Souza\nAcme Ltda.\nCel: (11) 98765-4321\nana@acme.com')).toEqual(['(11) 98765-4321']);
    expect(phones('Jane Doe\nAcme Inc\nLandline: 022-6778 9000\njane@acme.com')).toEqual(['022-6778 9000']);
  });

  it('gets the code of the country named in the text', () => {
    expect(phones('Rajesh Kumar\nInfosys Limited\nBengaluru, India\nMobile: 98450 12345\nrajesh.kumar@infosys.com')).toEqual(['+91 98450 12345']);
    expect(phones('Carlos Pérez\nDirector Comercial\nAcme S.A. de C.V.\nCiudad de México, México\nCel: 55 1234 5678\ncarlos@acme.com')).toEqual(['+52 55 1234 5678']);
  });

  it('gets the code of the address’s country domain', () => {
    expect(phones('Minjun Kim\nM. 010-1234-5678\nminjun.kim@sample.co.kr')).toEqual(['+82 10 1234 5678']);
  });

  it('"New Mexico" is a US state, not Mexico', () => {
    expect(phones('Jane Doe\nAcme Inc\nSanta Fe, New Mexico\nPhone: (505) 555-0142\njane@acme.com')).toEqual(['+1 505 555 0142']);
  });
});
