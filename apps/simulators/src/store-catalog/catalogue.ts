// The store catalogue simulator's own catalogue, one for both stores it plays: fictional artists, each under its
// Japanese name (as the Japanese storefronts show it) with the romanised name it is also found by. Ids have the real
// shapes: digits on Apple Music, 22 base-62 characters on Spotify. Some artists are on one store only, as happens with
// real ones.

export interface SimulatedArtist {
  names: { ja?: string; en: string };
  appleMusic?: { id: string; slug: string; genres: string[] };
  spotify?: { id: string; genres: string[] };
}

export const SIMULATED_STORE_ARTISTS: readonly SimulatedArtist[] = [
  {
    names: { ja: '星屑ピクニック', en: 'Hoshikuzu Picnic' },
    appleMusic: { id: '1519745401', slug: 'hoshikuzu-picnic', genres: ['J-Pop'] },
    spotify: { id: '8XCntB1Nn6myIJENdRVEFF', genres: ['j-pop', 'japanese indie'] },
  },
  {
    names: { ja: '夜凪レイン', en: 'Yonagi Rain' },
    appleMusic: { id: '1660026499', slug: 'yonagi-rain', genres: ['シンガーソングライター', 'J-Pop'] },
    spotify: { id: 'oRpTwjHjFPQ2zBV92MdMNc', genres: ['japanese singer-songwriter'] },
  },
  {
    names: { ja: '白昼夢ラジオ', en: 'Hakuchumu Radio' },
    appleMusic: { id: '1632229087', slug: 'hakuchumu-radio', genres: ['ロック'] },
    spotify: { id: 'zawcOCJ6IFUecWDqyIyvU1', genres: ['j-rock', 'japanese indie rock'] },
  },
  {
    names: { ja: '雨宮しずく', en: 'Shizuku Amamiya' },
    appleMusic: { id: '1312641895', slug: 'shizuku-amamiya', genres: ['アニメ', 'J-Pop'] },
    spotify: { id: '29p91ni6ONQvEqnOB7YNZm', genres: ['anime', 'j-pop'] },
  },
  {
    names: { en: 'Neon Lantern Club' },
    appleMusic: { id: '1551541423', slug: 'neon-lantern-club', genres: ['エレクトロニック'] },
    spotify: { id: '0vym8ikWTc23shEQ19lTR9', genres: ['japanese electropop', 'synthpop'] },
  },
  {
    names: { ja: '灯台守の犬', en: 'Todaimori no Inu' },
    appleMusic: { id: '1383963626', slug: 'todaimori-no-inu', genres: ['オルタナティブ'] },
    spotify: { id: '8bA0OT1lDJqAk6mo3TlngZ', genres: ['japanese indie rock'] },
  },
  {
    names: { ja: '紺野ミツキ', en: 'Mitsuki Konno' },
    appleMusic: { id: '1323690588', slug: 'mitsuki-konno', genres: ['J-Pop'] },
    spotify: { id: 'wb2f6uDUZ4B5flox1OVk2L', genres: ['city pop', 'japanese r&b'] },
  },
  {
    names: { ja: 'ソラトミズ', en: 'Sora to Mizu' },
    appleMusic: { id: '1442041473', slug: 'sora-to-mizu', genres: ['J-Pop'] },
    spotify: { id: 'XloROEnwvxeFV4CXhqRi1p', genres: ['j-pop'] },
  },
  {
    names: { ja: '朝霧トラベラーズ', en: 'Asagiri Travelers' },
    appleMusic: { id: '1181636297', slug: 'asagiri-travelers', genres: ['ロック'] },
    spotify: { id: 'KZIEROTxFXkCn1N3suucx6', genres: ['j-rock'] },
  },
  { names: { ja: '風花', en: 'KAZAHANA' }, spotify: { id: 'Ddxo11gbIeYq6I0wIa6MQ4', genres: ['j-idol'] } },
  {
    names: { ja: '三日月ノイズ', en: 'Mikazuki Noise' },
    appleMusic: { id: '1349837130', slug: 'mikazuki-noise', genres: ['オルタナティブ'] },
    spotify: { id: 'ZkKb1DZSmnQJxqxotsjKza', genres: ['japanese shoegaze'] },
  },
  {
    names: { en: 'Paper Crane Orchestra' },
    appleMusic: { id: '1244909783', slug: 'paper-crane-orchestra', genres: ['インストゥルメンタル'] },
    spotify: { id: 's8rvf0j2ewylg3wa2dBqPo', genres: ['neo-classical', 'japanese post-rock'] },
  },
  {
    names: { ja: 'ぬくもりP', en: 'Nukumori-P' },
    appleMusic: { id: '1129194242', slug: 'nukumori-p', genres: ['J-Pop'] },
    spotify: { id: 'DbRfk4AwQqFzS41AwN3tfX', genres: ['vocaloid'] },
  },
  {
    names: { ja: '東雲ブラス', en: 'Shinonome Brass' },
    appleMusic: { id: '1174114703', slug: 'shinonome-brass', genres: ['ジャズ'] },
    spotify: { id: 'F2WwVuS5O0Y9XOvn8jiap6', genres: ['japanese jazz'] },
  },
  { names: { en: 'Midnight Tram' }, spotify: { id: '3xOW0HFGIedqchGoe49N51', genres: ['lo-fi beats', 'chillhop'] } },
  {
    names: { ja: '鈴鳴ひより', en: 'Hiyori Suzunari' },
    appleMusic: { id: '1432397975', slug: 'hiyori-suzunari', genres: ['アニメ'] },
    spotify: { id: 'd9t3JIyjpxLOlpI09bfR6F', genres: ['anime', 'seiyu'] },
  },
  {
    names: { ja: '青葉サーキット', en: 'Aoba Circuit' },
    appleMusic: { id: '1234608460', slug: 'aoba-circuit', genres: ['エレクトロニック', 'ダンス'] },
    spotify: { id: 'KxWlUFJ37GO277DqO9b919', genres: ['japanese electronic'] },
  },
  {
    names: { ja: 'ハルカゼ通信', en: 'Harukaze Tsushin' },
    appleMusic: { id: '1242267987', slug: 'harukaze-tsushin', genres: ['J-Pop'] },
    spotify: { id: 'w8RIa3FX86Uo74Oz4MXfyF', genres: ['j-pop', 'japanese indie'] },
  },
  {
    names: { ja: '月見坂ガールズ', en: 'Tsukimizaka Girls' },
    appleMusic: { id: '1554911515', slug: 'tsukimizaka-girls', genres: ['J-Pop'] },
    spotify: { id: 'yydEDpkcrWAVPa0Ij8DeXl', genres: ['j-idol'] },
  },
  {
    names: { en: 'Kohaku Drive' },
    appleMusic: { id: '1621953475', slug: 'kohaku-drive', genres: ['J-Pop'] },
    spotify: { id: 'L9IDDYTrTC1thHgu0HHaJI', genres: ['city pop'] },
  },
  {
    names: { ja: '森のパン屋', en: 'Mori no Panya' },
    appleMusic: { id: '1025458645', slug: 'mori-no-panya', genres: ['シンガーソングライター'] },
    spotify: { id: '4yVKTM1jpg7nlL04Ibi2oZ', genres: ['japanese acoustic'] },
  },
  {
    names: { ja: '水無月ケイ', en: 'Kei Minazuki' },
    appleMusic: { id: '1333410207', slug: 'kei-minazuki', genres: ['ヒップホップ/ラップ'] },
    spotify: { id: 'AZW6bmYPfVQLA5I0fwGzVx', genres: ['j-rap', 'japanese hip hop'] },
  },
  { names: { en: 'Glass Harbor' }, appleMusic: { id: '1095385743', slug: 'glass-harbor', genres: ['オルタナティブ'] } },
  {
    names: { ja: '極彩色ミラージュ', en: 'Gokusaishiki Mirage' },
    appleMusic: { id: '1568705425', slug: 'gokusaishiki-mirage', genres: ['ロック'] },
    spotify: { id: 'wvfRuJ28Rc3rhvANi0L7hi', genres: ['j-rock', 'visual kei'] },
  },
  {
    names: { ja: '小夜曲', en: 'Sayokyoku' },
    appleMusic: { id: '1314961047', slug: 'sayokyoku', genres: ['クラシック'] },
    spotify: { id: 'CpnmIeX9le2rnzSa0nygRF', genres: ['japanese classical', 'neo-classical'] },
  },
  {
    names: { ja: '天音そよぎ', en: 'Soyogi Amane' },
    appleMusic: { id: '1584755619', slug: 'soyogi-amane', genres: ['アニメ'] },
    spotify: { id: 'siTiCZ5sEMpQEq3Nejx3Lp', genres: ['anime', 'vtuber'] },
  },
  {
    names: { en: 'Tokyo Paper Planes' },
    appleMusic: { id: '1534755537', slug: 'tokyo-paper-planes', genres: ['ロック'] },
    spotify: { id: 'xfrtvwsY6PWFIlc47ooGKT', genres: ['japanese garage rock'] },
  },
  {
    names: { ja: '砂時計アパートメント', en: 'Sunadokei Apartment' },
    appleMusic: { id: '1642558572', slug: 'sunadokei-apartment', genres: ['オルタナティブ'] },
    spotify: { id: 'yNCMb5SPjcIL2vR4eCF1ws', genres: ['japanese indie'] },
  },
  {
    names: { ja: '藍染サイダー', en: 'Aizome Cider' },
    appleMusic: { id: '1356762000', slug: 'aizome-cider', genres: ['J-Pop'] },
  },
  {
    names: { en: 'Lumen Koi' },
    appleMusic: { id: '1582182759', slug: 'lumen-koi', genres: ['R&B/ソウル'] },
    spotify: { id: 'liX9AJNeli00deSHfI6UBE', genres: ['japanese r&b'] },
  },
  {
    names: { ja: '深海シグナル', en: 'Shinkai Signal' },
    appleMusic: { id: '1012073438', slug: 'shinkai-signal', genres: ['エレクトロニック'] },
    spotify: { id: 'HtGjKq40loaXPm1vR6fi1L', genres: ['japanese electronic', 'ambient'] },
  },
  {
    names: { ja: '八雲ユウト', en: 'Yuto Yakumo' },
    appleMusic: { id: '1610745298', slug: 'yuto-yakumo', genres: ['シンガーソングライター'] },
    spotify: { id: 'lfSkXUizraYD5mTXgC6nlt', genres: ['japanese singer-songwriter'] },
  },
  {
    names: { ja: '春待ちフォークロア', en: 'Harumachi Folklore' },
    appleMusic: { id: '1032343646', slug: 'harumachi-folklore', genres: ['ワールド'] },
    spotify: { id: 'uxwtFuAQ0BVqsOFWyr3EWi', genres: ['japanese folk'] },
  },
  {
    names: { en: 'Velvet Kitsune' },
    appleMusic: { id: '1654517297', slug: 'velvet-kitsune', genres: ['R&B/ソウル', 'ヒップホップ/ラップ'] },
    spotify: { id: 'jQq9RhXN3AWj3mb6IjNOmr', genres: ['japanese r&b'] },
  },
  {
    names: { ja: '雪解けフィルム', en: 'Yukidoke Film' },
    appleMusic: { id: '1170430776', slug: 'yukidoke-film', genres: ['オルタナティブ'] },
    spotify: { id: 'ViTszT1ycu8q0f6K1K8loj', genres: ['japanese post-rock'] },
  },
  {
    names: { ja: '茜空ハイウェイ', en: 'Akanezora Highway' },
    appleMusic: { id: '1238366311', slug: 'akanezora-highway', genres: ['ロック'] },
    spotify: { id: 'mBQtqY7RcEGBAVOAEhl7Qc', genres: ['j-rock'] },
  },
  {
    names: { ja: '琥珀ネコ', en: 'Kohaku Neko' },
    appleMusic: { id: '1597716062', slug: 'kohaku-neko', genres: ['J-Pop'] },
    spotify: { id: 'ZpphpsyKhmmcp7dflfM1KG', genres: ['vocaloid', 'j-pop'] },
  },
  {
    names: { en: 'Static Sakura' },
    appleMusic: { id: '1476443464', slug: 'static-sakura', genres: ['エレクトロニック'] },
    spotify: { id: '65936YBDv3rHJiPw2GvouB', genres: ['future bass'] },
  },
  {
    names: { ja: '宵待ちプリズム', en: 'Yoimachi Prism' },
    appleMusic: { id: '1428277553', slug: 'yoimachi-prism', genres: ['アニメ'] },
    spotify: { id: 'USMdRrKyPBWM3nsnedmoM0', genres: ['anime'] },
  },
  {
    names: { ja: '木漏れ日スケッチ', en: 'Komorebi Sketch' },
    appleMusic: { id: '1181288861', slug: 'komorebi-sketch', genres: ['インストゥルメンタル'] },
    spotify: { id: 'ERPKcF8m6kqPzc8xPICSV3', genres: ['lo-fi beats', 'japanese acoustic'] },
  },
];
