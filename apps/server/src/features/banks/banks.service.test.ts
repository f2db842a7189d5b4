// The bank look-ups on the real Zengin list: what a person finds for what they type, however they type the kana.
import { AppError } from '@otodoke/domain';
import { describe, expect, it } from 'vitest';
import { findBranch, searchBanks, searchBranches } from './banks.service.ts';
import { searchKeyOf } from './search-keys.ts';

const MIZUHO = { code: '0001', name: 'みずほ', kana: 'ミズホ' };
const TOKYO_MAIN_OFFICE = { code: '001', name: '東京営業部', kana: 'トウキヨウ' };

async function codesFor(query: string, limit = 10): Promise<string[]> {
  return (await searchBanks(query, limit)).map((bank) => bank.code);
}

describe('searching banks', () => {
  it('finds みずほ first by its name in hiragana, full-width or half-width katakana, romaji or its code', async () => {
    for (const query of ['みずほ', 'ミズホ', 'ﾐｽﾞﾎ', 'mizuho', 'みずほ銀行', '0001', '０００１']) {
      expect((await searchBanks(query, 5))[0], query).toEqual(MIZUHO);
    }
  });

  it('answers an exact code with that bank, and a code prefix with the banks it starts', async () => {
    expect(await searchBanks('9900', 5)).toEqual([{ code: '9900', name: 'ゆうちょ', kana: 'ユウチヨ' }]);
    const prefixed = await codesFor('00', 50);
    expect(prefixed.length).toBeGreaterThan(10);
    expect(prefixed.every((code) => code.startsWith('00'))).toBe(true);
    expect(prefixed.slice(0, 3)).toEqual(['0001', '0005', '0009']);
  });

  it('finds ゆうちょ however the small ょ is typed, although the list writes ユウチヨ', async () => {
    for (const query of ['ゆうちょ', 'ユウチョ', 'ﾕｳﾁｮ', 'yucho']) {
      expect(await codesFor(query, 3), query).toContain('9900');
    }
  });

  it('lists the major banks first when nothing is typed, and before smaller banks with the same letters', async () => {
    expect(await codesFor('', 6)).toEqual(['0001', '0005', '0009', '0010', '0017', '9900']);
    // 三菱ＵＦＪ (0005) and 三井住友 (0009) start with ミ like みずほ, ahead of みんなの (0043) and 宮崎 (0184).
    expect((await codesFor('み', 5)).slice(0, 3)).toEqual(['0001', '0005', '0009']);
  });

  it('compares full-width letters in the list with what is typed in ASCII', async () => {
    expect(await codesFor('paypay', 3)).toEqual(['0033']);
    expect((await codesFor('三菱UFJ銀行', 3))[0]).toBe('0005');
  });

  it('finds a shinkin bank by its long name, which the list shortens to 信金', async () => {
    const found = await searchBanks('京都信用金庫', 3);
    expect(found[0]).toMatchObject({ name: '京都信金' });
  });

  it('answers at most the limit, and nothing for text no bank has', async () => {
    expect(await searchBanks('', 3)).toHaveLength(3);
    expect(await searchBanks('存在しない銀行名', 10)).toEqual([]);
  });
});

describe('searching branches', () => {
  it('finds 東京営業部 of みずほ by its code, its name, its kana or romaji', async () => {
    for (const query of ['001', '東京営業部', 'とうきょう', 'ﾄｳｷｮｳ', 'tokyo']) {
      expect((await searchBranches('0001', query, 5))[0], query).toEqual(TOKYO_MAIN_OFFICE);
    }
  });

  it('lists branches in code order when nothing is typed, and puts an exact name before longer ones', async () => {
    const first = await searchBranches('0001', '', 3);
    expect(first.map((branch) => branch.code)).toEqual(['001', '004', '005']);
    const shibuya = await searchBranches('0001', '渋谷支店', 5);
    expect(shibuya[0]).toMatchObject({ name: '渋谷' });
  });

  it('lists the branches of ゆうちょ, named by number', async () => {
    const found = await searchBranches('9900', '018', 5);
    expect(found[0]).toEqual({ code: '018', name: '〇一八', kana: 'ゼロイチハチ' });
  });

  it('refuses a bank code that is not in the list as not found', async () => {
    await expect(searchBranches('0002', '', 5)).rejects.toBeInstanceOf(AppError);
    await expect(searchBranches('0002', '', 5)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(searchBranches('abcd', '', 5)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('finding one branch (the withdrawal check)', () => {
  it('answers the bank and the branch', async () => {
    expect(await findBranch('0001', '001')).toEqual({ bank: MIZUHO, branch: TOKYO_MAIN_OFFICE });
    expect(await findBranch('9900', '018')).toMatchObject({ bank: { name: 'ゆうちょ' }, branch: { code: '018' } });
  });

  it('answers null for a bank or branch the list does not have, and for codes of the wrong shape', async () => {
    expect(await findBranch('0001', '002')).toBeNull();
    expect(await findBranch('0002', '001')).toBeNull();
    expect(await findBranch('001', '001')).toBeNull();
    expect(await findBranch('0001', '1')).toBeNull();
    expect(await findBranch('0001', 'toString')).toBeNull();
    expect(await findBranch('00001', '001')).toBeNull();
  });
});

describe('search keys', () => {
  it('makes hiragana, full-width and half-width katakana, small kana and dashes compare equal', () => {
    expect(searchKeyOf('ちゅうおう')).toBe(searchKeyOf('チユウオウ'));
    expect(searchKeyOf('ﾁｭｳｵｳ')).toBe(searchKeyOf('チユウオウ'));
    expect(searchKeyOf('ソニ－')).toBe(searchKeyOf('そにー'));
    expect(searchKeyOf('ＰａｙＰａｙ')).toBe('paypay');
    expect(searchKeyOf('スタンダード　チャータード')).toBe(searchKeyOf('スタンダ－ドチヤ－タ－ド'));
  });
});
