// Voice-synthesiser characters. Their names belong to their makers, so an artist may credit them (base type
// vocaloid) but not take one as its own name.

export const VOCALOID_NAMES: readonly string[] = [
  '初音ミク',
  'Hatsune Miku',
  '鏡音リン',
  'Kagamine Rin',
  '鏡音レン',
  'Kagamine Len',
  '巡音ルカ',
  'Megurine Luka',
  'KAITO',
  'MEIKO',
  'GUMI',
  'Megpoid',
  'IA',
  'ONE',
  '結月ゆかり',
  'Yuzuki Yukari',
  '紲星あかり',
  'Kizuna Akari',
  'v flower',
  'flower',
  '心華',
  '可不',
  'KAFU',
  '重音テト',
  'Kasane Teto',
  '神威がくぽ',
  'Kamui Gakupo',
  'miki',
  'Lily',
  '猫村いろは',
  '歌愛ユキ',
  '氷山キヨテル',
  'MAYU',
  '東北きりたん',
  '音街ウナ',
  'Otomachi Una',
  '開発コードmiki',
  '星界',
  '裏命',
  '知声',
  '小春六花',
  '夏色花梨',
  '花隈千冬',
];

const fold = (value: string): string =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll(/[\s・·]/gu, '');
const FOLDED = new Set(VOCALOID_NAMES.map(fold));

/** True when the name is (only) a voice-synthesiser character's name. */
export const isVocaloidName = (name: string): boolean => name.trim() !== '' && FOLDED.has(fold(name));
