// The 47 prefectures of Japan, for the revenue report by prefecture (display type `jppref`): JIS X 0401 code,
// ISO 3166-2 code and the names in both languages. English names are written without macrons (Tokyo, Hyogo), as
// signs, maps and the prefectures' own English sites write them.
import type { Language, LocalisedText } from '../enumerations/misc.ts';

export type Prefecture = {
  /** JIS X 0401 code, 1 (Hokkaido) to 47 (Okinawa), north to south. */
  readonly code: number;
  /** ISO 3166-2 code, "JP-01" to "JP-47". */
  readonly isoCode: string;
  readonly name: LocalisedText;
};

const NAMES: ReadonlyArray<readonly [ja: string, en: string]> = [
  ['北海道', 'Hokkaido'],
  ['青森県', 'Aomori'],
  ['岩手県', 'Iwate'],
  ['宮城県', 'Miyagi'],
  ['秋田県', 'Akita'],
  ['山形県', 'Yamagata'],
  ['福島県', 'Fukushima'],
  ['茨城県', 'Ibaraki'],
  ['栃木県', 'Tochigi'],
  ['群馬県', 'Gunma'],
  ['埼玉県', 'Saitama'],
  ['千葉県', 'Chiba'],
  ['東京都', 'Tokyo'],
  ['神奈川県', 'Kanagawa'],
  ['新潟県', 'Niigata'],
  ['富山県', 'Toyama'],
  ['石川県', 'Ishikawa'],
  ['福井県', 'Fukui'],
  ['山梨県', 'Yamanashi'],
  ['長野県', 'Nagano'],
  ['岐阜県', 'Gifu'],
  ['静岡県', 'Shizuoka'],
  ['愛知県', 'Aichi'],
  ['三重県', 'Mie'],
  ['滋賀県', 'Shiga'],
  ['京都府', 'Kyoto'],
  ['大阪府', 'Osaka'],
  ['兵庫県', 'Hyogo'],
  ['奈良県', 'Nara'],
  ['和歌山県', 'Wakayama'],
  ['鳥取県', 'Tottori'],
  ['島根県', 'Shimane'],
  ['岡山県', 'Okayama'],
  ['広島県', 'Hiroshima'],
  ['山口県', 'Yamaguchi'],
  ['徳島県', 'Tokushima'],
  ['香川県', 'Kagawa'],
  ['愛媛県', 'Ehime'],
  ['高知県', 'Kochi'],
  ['福岡県', 'Fukuoka'],
  ['佐賀県', 'Saga'],
  ['長崎県', 'Nagasaki'],
  ['熊本県', 'Kumamoto'],
  ['大分県', 'Oita'],
  ['宮崎県', 'Miyazaki'],
  ['鹿児島県', 'Kagoshima'],
  ['沖縄県', 'Okinawa'],
];

export const PREFECTURES: readonly Prefecture[] = NAMES.map(([ja, en], index) => ({
  code: index + 1,
  isoCode: `JP-${String(index + 1).padStart(2, '0')}`,
  name: { ja, en },
}));

const BY_ISO_CODE = new Map(PREFECTURES.map((prefecture) => [prefecture.isoCode, prefecture]));

/** The prefecture with a JIS code (1..47); undefined for anything else. */
export const findPrefecture = (code: number): Prefecture | undefined =>
  Number.isInteger(code) ? PREFECTURES[code - 1] : undefined;

/** The prefecture with an ISO 3166-2 code ("JP-13", any letter case); undefined for anything else. */
export const findPrefectureByIsoCode = (isoCode: string): Prefecture | undefined =>
  BY_ISO_CODE.get(isoCode.trim().toUpperCase());

/** The prefecture's name, or undefined for an unknown code. */
export const prefectureName = (code: number, lang: Language): string | undefined => findPrefecture(code)?.name[lang];
