// Signatures from Sweden, Poland, Turkey, Russia, the Gulf and India. Their job titles were taken
// for the company ("Kierownik ds. Sprzedaży", "Satış Müdürü") or dropped ("Försäljningschef"),
// the companies "Przykład Sp. z o.o." and "Örnek A.Ş." lost, and the addresses lost: a Turkish
// street with its district and city, a Russian one, a post office box, an Indian PIN code.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('signatures from more countries', () => {
  it('Swedish, Polish and Turkish titles and legal forms', () => {
    expect(onlyCard('Med vänliga hälsningar\nAnna Svensson\nFörsäljningschef\nExempel AB\nanna.svensson@exempel.se')).toMatchObject({ position: 'Försäljningschef', company: 'Exempel AB' });
    expect(onlyCard('Z poważaniem\nJan Kowalski\nKierownik ds. Sprzedaży\nPrzykład Sp. z o.o.\njan.kowalski@przyklad.pl')).toMatchObject({
      name: 'Jan Kowalski',
      position: 'Kierownik ds. Sprzedaży',
      company: 'Przykład Sp. z o.o.',
    });
    expect(onlyCard('Saygılarımla,\nMehmet Yılmaz\nSatış Müdürü\nÖrnek A.Ş.\nmehmet.yilmaz@ornek.com.tr')).toMatchObject({ name: 'Mehmet Yılmaz', position: 'Satış Müdürü', company: 'Örnek A.Ş.' });
  });

  it('Turkish, Russian, post-office-box and Indian addresses', () => {
    expect(onlyCard('Mehmet Yılmaz\nÖrnek A.Ş.\nBüyükdere Cad. No:123, 34394 Şişli/İstanbul\nmehmet.yilmaz@ornek.com.tr').address).toBe('Büyükdere Cad. No:123, 34394 Şişli/İstanbul');
    expect(onlyCard('Иван Петров\nООО «Пример»\nг. Москва, ул. Тверская, д. 1\nivan.petrov@primer.ru').address).toBe('г. Москва, ул. Тверская, д. 1');
    expect(onlyCard('Ahmed Al-Sayed\nExample Trading LLC\nP.O. Box 12345, Dubai, UAE\nahmed@example.ae').address).toBe('P.O. Box 12345, Dubai, UAE');
    expect(onlyCard('Raj Sharma\nInfosys Limited\nElectronics City, Hosur Road, Bengaluru 560100\nraj.sharma@infosys.com').address).toBe('Electronics City, Hosur Road, Bengaluru 560100');
  });

  it('a surname that is a Turkish word for a job stays a name', () => {
    expect(onlyCard('Ali Uzman\nSatış Müdürü\nÖrnek A.Ş.\nali@ornek.com.tr')).toMatchObject({ name: 'Ali Uzman', position: 'Satış Müdürü' });
  });
});

describe('signatures in Greek, Vietnamese, Hebrew and Arabic', () => {
  it('Greek and Vietnamese titles and legal forms: the title was the company, the company lost', () => {
    expect(onlyCard('Με εκτίμηση,\nΓιώργος Παπαδόπουλος\nΔιευθυντής Πωλήσεων\nΠαράδειγμα Α.Ε.\ngiorgos@paradeigma.gr')).toMatchObject({
      name: 'Γιώργος Παπαδόπουλος',
      position: 'Διευθυντής Πωλήσεων',
      company: 'Παράδειγμα Α.Ε.',
    });
    expect(onlyCard('Regards,\nNguyen Van An\nGiám đốc Kinh doanh\nCông ty TNHH Ví Dụ\nan.nguyen@vidu.vn')).toMatchObject({ position: 'Giám đốc Kinh doanh', company: 'Công ty TNHH Ví Dụ' });
  });

  it('Hebrew and Arabic: the name beside the title, the title, the company (none was read)', () => {
    expect(onlyCard('בברכה,\nדוד כהן\nמנהל מכירות\nדוגמה בע"מ\nטל: +972 3 123 4567\ndavid@example.co.il')).toMatchObject({
      name: 'דוד כהן',
      position: 'מנהל מכירות',
      company: 'דוגמה בע"מ',
      phones: ['+972 3 123 4567'],
    });
    expect(onlyCard('مع أطيب التحيات،\nأحمد السيد\nمدير المبيعات\nشركة المثال\nahmed@example.sa')).toMatchObject({ name: 'أحمد السيد', position: 'مدير المبيعات', company: 'شركة المثال' });
  });

  it('their sign-offs are no name', () => {
    expect(onlyCard('مع أطيب التحيات\nمدير المبيعات\nشركة المثال\nahmed.sayed@example.sa')).toMatchObject({ name: 'Ahmed Sayed', position: 'مدير المبيعات' });
    expect(onlyCard('תודה רבה\nמנהל מכירות\nדוגמה בע"מ\ndavid.cohen@example.co.il')).toMatchObject({ name: 'David Cohen', position: 'מנהל מכירות' });
  });
});

describe('a city with its country, and six digits after a word', () => {
  it('"Bangalore, India" and "Göteborg, Sweden" are the address', () => {
    expect(onlyCard('Regards,\nPriya Sharma\nSenior Software Engineer\nInfosys Limited\nBangalore, India\n+91 98450 12345\npriya.sharma@infosys.com')).toMatchObject({
      company: 'Infosys Limited',
      address: 'Bangalore, India',
    });
    expect(onlyCard('Erik Johansson\nSäljchef\nVolvo AB\nGöteborg, Sweden\nerik.johansson@volvo.com')).toMatchObject({ position: 'Säljchef', company: 'Volvo AB', address: 'Göteborg, Sweden' });
  });

  it('an order or ticket number is no PIN code', () => {
    expect(onlyCard('Jane Doe\nVP Sales\nAcme Ltd, Order 123456\njane@acme.com')).toMatchObject({ company: 'Acme Ltd', address: null });
    expect(onlyCard('Jane Doe\nVP Sales\nSupport, Ticket 123456\njane@acme.com').address).toBeNull();
  });
});
