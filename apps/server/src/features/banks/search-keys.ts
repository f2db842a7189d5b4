// How bank and branch names, kana and romaji are compared with what a person types: both sides become one key, so
// 'みずほ', 'ミズホ' and 'ﾐｽﾞﾎ' all find 0001, and full-width 'ＰａｙＰａｙ' is found by 'paypay'.

/** Zengin kana have no small kana (キョウ is written キヨウ): the typed ones are made large to compare. */
const SMALL_KANA: Readonly<Record<string, string>> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
  // Sounds written two ways: people type じ/ず/お where the data may have ヂ/ヅ/ヲ (築地 is ツキヂ).
  ヂ: 'ジ',
  ヅ: 'ズ',
  ヲ: 'オ',
};
const SMALL_KANA_PATTERN = new RegExp(`[${Object.keys(SMALL_KANA).join('')}]`, 'g');
const HIRAGANA = /[\u3041-\u3096]/g;
/** The long-vowel mark and the dashes that stand for it (the data writes ソニ－ with a full-width hyphen). */
const LONG_VOWELS = /[-‐‑‒–—―−ー]/g;
/** Spaces, middle dots, commas and other punctuation carry no meaning in a name. */
const PUNCTUATION = /[^\p{L}\p{N}ー]/gu;

/**
 * The comparable form of a name, kana or romaji: compatibility forms folded (half-width kana and full-width letters
 * and digits), hiragana as katakana, small kana large, dashes as the long-vowel mark, no punctuation, lower case.
 */
export function searchKeyOf(text: string): string {
  return text
    .normalize('NFKC')
    .replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60))
    .replace(SMALL_KANA_PATTERN, (char) => SMALL_KANA[char] ?? char)
    .replace(LONG_VOWELS, 'ー')
    .replace(PUNCTUATION, '')
    .toLowerCase();
}

/**
 * A looser romaji key: the data's romaji spells kana one by one (東京 is 'toukiyou', 新宿 'shinjiyuku'), people
 * type 'tokyo' and 'shinjuku'. Glides are joined and long vowels shortened on both sides.
 */
export function looseRomajiOf(key: string): string {
  return key
    .replace(/(sh|ch|j)iy([auo])/g, '$1$2')
    .replace(/([kgnhbpmr])iy([auo])/g, '$1y$2')
    .replace(/di/g, 'ji')
    .replace(/du/g, 'zu')
    .replace(/ー/g, '')
    .replace(/ou|oo/g, 'o')
    .replace(/uu/g, 'u');
}

/** Words a person adds that the Zengin names leave out or shorten (みずほ銀行 is listed as みずほ). */
const BANK_QUERY_WORDS: readonly [RegExp, string][] = [
  [/信用金庫/g, '信金'],
  [/シンヨウキンコ/g, 'シンキン'],
  [/信用組合/g, '信組'],
  [/シンヨウクミアイ/g, 'シンクミ'],
  [/労働金庫/g, '労金'],
  [/農業協同組合/g, '農協'],
  [/(銀行|ギンコウ|bank)$/, ''],
];

/** The key of a bank search as typed, with the words the data leaves out taken away. */
export function bankQueryKeyOf(query: string): string {
  const key = searchKeyOf(query);
  const shortened = BANK_QUERY_WORDS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), key);
  return shortened || key;
}

/** The key of a branch search as typed: branch names in the data have no 支店 (渋谷支店 is listed as 渋谷). */
export function branchQueryKeyOf(query: string): string {
  const key = searchKeyOf(query);
  return key.replace(/(支店|シテン)$/, '') || key;
}

/** Whether a key is only ASCII letters and digits (romaji or a code), the only kind the loose romaji key is for. */
export function isLatinKey(key: string): boolean {
  return /^[a-z0-9]+$/.test(key);
}
