// A company whose name holds a word of a department ("Engineering", "Sales") was lost, or taken
// for the job title, when its legal form was S.r.l., B.V., LLP and the like; a company written
// in Japanese with 株式会社 gave way to the address line, and its fax after a full-width colon
// ("FAX：") was listed as a phone.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('companies by their legal form', () => {
  it('S.r.l., B.V. and LLP make the line the company, not the title', () => {
    expect(onlyCard('Giulia Bianchi\nProject Manager\nAcme Engineering S.r.l.\ngiulia@acme.it')).toMatchObject({ position: 'Project Manager', company: 'Acme Engineering S.r.l.' });
    expect(onlyCard('Jan de Vries\nProjectleider\nAcme Engineering B.V.\njan@acme.nl')).toMatchObject({ company: 'Acme Engineering B.V.' });
    expect(onlyCard('John Brown\nPartner\nBrown Sales LLP\njohn@brownsales.com')).toMatchObject({ position: 'Partner', company: 'Brown Sales LLP' });
  });

  it('a Japanese signature: 株式会社 is the company, the number after "FAX：" a fax', () => {
    const c = onlyCard('株式会社サンプル\n山田 太郎（Taro Yamada）\n東京都千代田区丸の内1-1-1\nTEL：03-1234-5678 / FAX：03-1234-5679\nt.yamada@sample.co.jp');
    expect(c).toMatchObject({ name: 'Taro Yamada', company: '株式会社サンプル', phones: ['+81 3 1234 5678'], emails: ['t.yamada@sample.co.jp'] });
    expect(c.additionalInfo).toContain('Fax: +81 3 1234 5679');
  });
});
