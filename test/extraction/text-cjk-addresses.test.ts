// An address written in Japanese, Chinese or Korean was not read: the signature's card had no
// address, and the line was lost.
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
