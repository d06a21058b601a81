// Rows pasted without a header are not always even: a row lacks its email or its phone (and,
// written by hand, its trailing commas), names are filed "Doe, Jane" (quoted in CSV), written in
// Chinese, Japanese or Korean, or the list is only a name and an email. These were read as one
// signature, so one card came out holding everyone's emails and phones; each row is a person.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const cards = (text: string) => extractContacts(text).map((c) => ({ name: c.name, emails: c.emails, phones: c.phones }));

describe('rows without a header that are not all alike', () => {
  it('a row without its phone and one without its email', () => {
    expect(cards('Jane Doe,jane@acme.com,+1 415 555 0100\nBob Smith,bob@initech.com\nCarla Ruiz,,+1 212 555 0199\n')).toEqual([
      { name: 'Jane Doe', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'] },
      { name: 'Bob Smith', emails: ['bob@initech.com'], phones: [] },
      { name: 'Carla Ruiz', emails: [], phones: ['+1 212 555 0199'] },
    ]);
  });

  it('a row with a name alone among rows with an email', () => {
    expect(cards('Jane Doe,jane@acme.com\nDan Brown,\nBob Smith,bob@initech.com\n')).toEqual([
      { name: 'Jane Doe', emails: ['jane@acme.com'], phones: [] },
      { name: 'Dan Brown', emails: [], phones: [] },
      { name: 'Bob Smith', emails: ['bob@initech.com'], phones: [] },
    ]);
  });

  it('names filed "Doe, Jane" in quoted CSV cells', () => {
    expect(cards('"Doe, Jane",jane@acme.com,+1 415 555 0100\n"Smith, Bob",bob@initech.com,+1 217 555 0142\n')).toEqual([
      { name: 'Jane Doe', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'] },
      { name: 'Bob Smith', emails: ['bob@initech.com'], phones: ['+1 217 555 0142'] },
    ]);
  });

  it('Chinese, Japanese and Korean names, kept as written', () => {
    expect(cards('王伟,wang.wei@example.cn\n李娜,li.na@example.cn\n山田 太郎,taro.yamada@example.jp\n김민준,minjun.kim@example.kr\n')).toEqual([
      { name: '王伟', emails: ['wang.wei@example.cn'], phones: [] },
      { name: '李娜', emails: ['li.na@example.cn'], phones: [] },
      { name: '山田 太郎', emails: ['taro.yamada@example.jp'], phones: [] },
      { name: '김민준', emails: ['minjun.kim@example.kr'], phones: [] },
    ]);
  });

  it('only a name and an email, separated by commas or semicolons', () => {
    const expected = [
      { name: 'Jane Doe', emails: ['jane@acme.com'], phones: [] },
      { name: 'Bob Smith', emails: ['bob@initech.com'], phones: [] },
    ];
    expect(cards('Jane Doe,jane@acme.com\nBob Smith,bob@initech.com\n')).toEqual(expected);
    expect(cards('Jane Doe;jane@acme.com\r\nBob Smith;bob@initech.com\r\n')).toEqual(expected);
  });
});

describe('text with commas that is one person stays one card', () => {
  it('a signature whose lines do not each name someone', () => {
    const found = extractContacts('Jane Doe, CEO\nAcme Inc, jane@acme.com\n+1 415 555 0100, www.acme.com');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Jane Doe', emails: ['jane@acme.com'], phones: ['+1 415 555 0100'] });
  });

  it('a Chinese company name is not a person', () => {
    const found = extractContacts('王伟,wang.wei@example.cn\n腾讯科技有限公司,info@example.cn\n');
    expect(found.map((c) => c.name)).not.toContain('腾讯科技有限公司');
  });
});
