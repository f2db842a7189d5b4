// Words a label name may not be (spec section 5). Brand words of this service match anywhere in the name, ignoring
// case, width and spaces; the generic words ('label', 'independent' and their translations) only as the whole name.
import type { LabelForbiddenWordLanguage } from '../enumerations/release.ts';
import type { LabelForbiddenWord } from '../validation/rules.ts';

const brand = (word: string): LabelForbiddenWord => ({ word, exactMatch: false });
const exact = (...words: string[]): LabelForbiddenWord[] => words.map((word) => ({ word, exactMatch: true }));

export const LABEL_FORBIDDEN_WORDS: Readonly<Record<LabelForbiddenWordLanguage, readonly LabelForbiddenWord[]>> = {
  ja: [
    brand('音届け'),
    brand('おとどけ'),
    brand('オトドケ'),
    ...exact(
      'レーベル',
      'ノーレーベル',
      'インディーズ',
      'インディペンデント',
      '自主制作',
      '自主レーベル',
      'なし',
      '無し',
    ),
  ],
  en: [
    brand('otodoke'),
    brand('otodokelabel'),
    brand('otodoke records'),
    ...exact(
      'label',
      'no label',
      'nolabel',
      'independent',
      'indie',
      'self-released',
      'self released',
      'none',
      'n/a',
      'na',
      'unknown',
    ),
  ],
  cmnHans: exact('厂牌', '唱片公司', '独立', '独立厂牌', '无厂牌', '无'),
  cmnHant: exact('廠牌', '唱片公司', '獨立', '獨立廠牌', '無廠牌', '無'),
  ko: exact('레이블', '레이블 없음', '독립', '인디', '없음'),
  es: exact('sello', 'sin sello', 'independiente', 'discográfica', 'ninguno'),
  de: exact('label', 'kein label', 'unabhängig', 'plattenlabel', 'keins'),
  pt: exact('selo', 'sem selo', 'gravadora', 'independente', 'nenhum'),
  fr: exact('label', 'sans label', 'indépendant', 'independant', 'aucun'),
  it: exact('etichetta', 'senza etichetta', 'indipendente', 'nessuna'),
  hi: exact('लेबल', 'कोई लेबल नहीं', 'स्वतंत्र'),
  ru: exact('лейбл', 'без лейбла', 'независимый', 'нет'),
  jv: exact('label', 'ora ana label', 'mandiri'),
  kana: [],
  zh: [],
  jam: [],
};

export const ALL_LABEL_FORBIDDEN_WORDS: readonly LabelForbiddenWord[] = Object.values(LABEL_FORBIDDEN_WORDS).flat();
