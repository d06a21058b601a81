// Details that were lost or given to the wrong person: messenger names ("WeChat: …", "Telegram:
// …"; a vCard's IMPP and X-SKYPE-style properties) were dropped; an "Assistant:" line gave the
// assistant's address and number to the person; a name written in two scripts ("Wei Zhang
// (张伟)") was no name. Messengers are kept in additional info as written, the assistant's line
// too (and not as the person's own details), and the Latin-script name is the name, the other
// kept beside it. A Korean given name romanised with a hyphen ("Min-jun") was no name.
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('messengers, an assistant, a name in two scripts', () => {
  it('messenger names in a signature are kept in additional info', () => {
    const c = onlyCard('Li Wei\nSales Director, Example Ltd\nWeChat: liwei_2024\nTelegram: @liwei\nliwei@example.com');
    expect(c).toMatchObject({ name: 'Li Wei', emails: ['liwei@example.com'], company: 'Example Ltd', position: 'Sales Director' });
    expect(c.additionalInfo).toBe('WeChat: liwei_2024\nTelegram: @liwei');
  });

  it('a vCard’s IMPP and X-WECHAT / X-SKYPE / X-QQ properties are kept, each once', () => {
    const three = onlyCard('BEGIN:VCARD\nVERSION:3.0\nFN:Jane Doe\nEMAIL:jane@acme.com\nIMPP;TYPE=personal:skype:jane.doe\nIMPP:xmpp:jane@jabber.org\nX-WECHAT:jane_wx\nX-SKYPE:jane.doe\nEND:VCARD');
    expect(three.emails).toEqual(['jane@acme.com']);
    expect(three.additionalInfo).toBe('Skype: jane.doe\nJabber: jane@jabber.org\nWeChat: jane_wx');
    const old = onlyCard('BEGIN:VCARD\nVERSION:2.1\nN:Doe;Jane\nFN:Jane Doe\nX-QQ:123456\nIMPP:skype:jane.doe\nEND:VCARD');
    expect(old.additionalInfo).toBe('Skype: jane.doe\nQQ: 123456');
  });

  it('an assistant’s line is kept as written, and its address and number are not the person’s', () => {
    const c = onlyCard('Jane Doe\nCEO, Acme Corp\njane@acme.com\nAssistant: Mary Jones, mary.jones@acme.com, +1 212 555 0100');
    expect(c).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], phones: [], company: 'Acme Corp', position: 'CEO' });
    expect(c.additionalInfo).toBe('Assistant: Mary Jones, mary.jones@acme.com, +1 212 555 0100');
  });

  it('a name in Latin letters and CJK script, in either order, is the Latin one, the other kept', () => {
    for (const line of ['Wei Zhang (张伟)', 'Wei Zhang 张伟', '张伟 (Wei Zhang)', '张伟 Wei Zhang']) {
      const c = onlyCard(`${line}\nDirector, Huawei\nzhangwei@huawei.com`);
      expect([c.name, c.position, c.company, c.additionalInfo]).toEqual(['Wei Zhang', 'Director', 'Huawei', 'Also written: 张伟']);
    }
  });

  it('a Korean name romanised with a hyphen ("Kim Min-jun") is a name beside its family name, "Online Check-in" is none', () => {
    expect(onlyCard('Kim Min-jun (김민준)\nManager, Samsung\nminjun.kim@samsung.com')).toMatchObject({ name: 'Kim Min-jun', additionalInfo: 'Also written: 김민준' });
    expect(onlyCard('Park Seo-yeon\nDesigner, Naver\nsy.park@naver.com').name).toBe('Park Seo-yeon');
    expect(onlyCard('Online Check-in\nJane Doe\njane@acme.com')).toMatchObject({ name: 'Jane Doe', company: null });
  });
});
