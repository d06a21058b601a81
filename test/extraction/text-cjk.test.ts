// A signature written in Japanese, Chinese or Korean: its address was not read (the line was
// lost), nor its job title, nor a name written only in that script (the name was made up from
// the email address, or missing).
import { describe, expect, it } from 'vitest';
import { onlyCard } from './only-card';

describe('addresses in Japanese, Chinese and Korean', () => {
  it('a Japanese address, with its postal code on the line above or in front of it', () => {
    expect(onlyCard('株式会社サンプル\n山田 太郎（Taro Yamada）\n〒100-0005\n東京都千代田区丸の内1-1-1\nTEL：03-1234-5678\nt.yamada@sample.co.jp')).toMatchObject({
      name: 'Taro Yamada',
      company: '株式会社サンプル',
      address: '〒100-0005 東京都千代田区丸の内1-1-1',
      phones: ['+81 3 1234 5678'],
    });
    expect(onlyCard('Taro Yamada\n株式会社サンプル\n〒530-0001 大阪府大阪市北区梅田1-2-3 サンプルビル5F\nt.yamada@sample.co.jp')).toMatchObject({
      address: '〒530-0001 大阪府大阪市北区梅田1-2-3 サンプルビル5F',
      company: '株式会社サンプル',
    });
  });

  it('a Chinese city, district and road, and a Korean one', () => {
    expect(onlyCard('张伟 (Wei Zhang)\n华为技术有限公司\n北京市朝阳区建国路88号\n电话: +86 10 1234 5678\nwei.zhang@example.cn')).toMatchObject({
      name: 'Wei Zhang',
      company: '华为技术有限公司',
      address: '北京市朝阳区建国路88号',
    });
    expect(onlyCard('Wei Zhang\nSales Director\nExample Co., Ltd.\n上海市浦东新区世纪大道100号\nwei@example.cn')).toMatchObject({ position: 'Sales Director', address: '上海市浦东新区世纪大道100号' });
    expect(onlyCard('Minjun Kim\n예시 주식회사\n서울특별시 강남구 테헤란로 123\nminjun.kim@example.co.kr')).toMatchObject({ company: '예시 주식회사', address: '서울특별시 강남구 테헤란로 123' });
  });

  it('a company or a name in those scripts is no address', () => {
    expect(onlyCard('Taro Yamada\n株式会社サンプル\nt.yamada@sample.co.jp')).toMatchObject({ company: '株式会社サンプル', address: null });
    expect(onlyCard('Wei Zhang\n华为技术有限公司\nwei.zhang@example.cn')).toMatchObject({ company: '华为技术有限公司', address: null });
  });
});

describe('signatures written in Chinese, Japanese and Korean', () => {
  it('the title is the position and the name beside it the name (it was made up from the email, or missing)', () => {
    expect(onlyCard('张伟\n销售总监\n华为技术有限公司\nwei.zhang@example.cn')).toMatchObject({ name: '张伟', position: '销售总监', company: '华为技术有限公司' });
    expect(onlyCard('山田 太郎\n営業部 部長\n株式会社サンプル\nt.yamada@sample.co.jp')).toMatchObject({ name: '山田 太郎', position: '営業部 部長', company: '株式会社サンプル' });
    expect(onlyCard('김민준\n영업 이사\n예시 주식회사\nminjun.kim@example.co.kr')).toMatchObject({ name: '김민준', position: '영업 이사', company: '예시 주식회사' });
    expect(onlyCard('Yamada Taro\n株式会社ABC\n営業部 部長\nyamada@abc.co.jp')).toMatchObject({ name: 'Yamada Taro', position: '営業部 部長', company: '株式会社ABC' });
  });

  it('a short run of Han characters far from a title or company is no name', () => {
    expect(onlyCard('Wei Zhang\nSales Director\nExample Ltd\nwei@example.cn\n\n\n\n谢谢')).toMatchObject({ name: 'Wei Zhang' });
    expect(onlyCard('谢谢\nwei.zhang@example.cn')).toMatchObject({ name: 'Wei Zhang' });
  });
});
