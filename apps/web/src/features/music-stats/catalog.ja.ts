// Japanese texts of the yearly music statistics page.
export const musicStatsJa = {
  eyebrow: 'MUSIC STATISTICS',
  heading: '音楽配信統計',
  title: '{{year}}年 音楽配信統計',
  lead: '音届けから配信された音楽が、{{year}}年にどのストア・どの国・どのジャンルで聴かれたかを、ストリーミング数でまとめました。',
  years: '年を選ぶ',
  yearInProgress: '{{year}}（集計中）',
  inProgressNote: '{{year}}年は集計中です。{{date}}までに届いた販売レポートの数字です。',
  inProgressNoDate: '{{year}}年は集計中です。',
  figures: {
    title: '{{year}}年の数字',
    streams: 'ストリーミング数',
    stores: '聴かれたストア',
    countries: '聴かれた国・地域',
    releases: '聴かれたリリース',
    busiest: '最も聴かれた月: {{month}}',
  },
  months: {
    title: '月別のストリーミング数',
    caption: '{{year}}年の月ごとのストリーミング数です。',
  },
  stores: { title: 'ストア別', caption: 'ストリーミング数の多いストアです。' },
  countries: { title: '国・地域別', caption: 'ストリーミング数の多い国・地域です。' },
  genres: { title: 'ジャンル別', caption: 'リリースのプライマリージャンルごとのストリーミング数です。' },
  table: {
    rank: '順位',
    name: '名前',
    month: '月',
    streams: 'ストリーミング数',
    share: '割合',
  },
  chart: { loading: '読み込み中…', noData: 'データがありません' },
  top: {
    title: 'トップリリース',
    lead: '年間統計への掲載に同意したアーティストのリリースのうち、ストリーミング数の多い順です。',
    streams: '{{streams}} 回',
    rank: '{{rank}}位',
    noArtwork: 'ジャケット画像なし',
    emptyTitle: '掲載できるリリースはまだありません',
    emptyBody:
      'トップリリースには、アーティスト設定で「年間統計に名前を載せてもよい」をオンにしたアーティストのリリースだけが載ります。',
  },
  empty: {
    title: '{{year}}年の集計データはまだありません',
    body: '販売レポートが届くと、ここにストア・国・ジャンル別のストリーミング数が表示されます。',
  },
  notFound: {
    title: 'この年の統計はありません',
    body: '統計のページは{{first}}年から、終わった年と集計中の年についてあります。',
    latest: '最新の統計を見る',
  },
  about: {
    title: 'この統計について',
    streams:
      'ストリーミング数は、各ストアから届いた販売レポートのうち、ストリーミング（カラオケ動画の再生を含む）の回数の合計です。ダウンロードは含みません。',
    privacy:
      '収益額は掲載していません。ストア・国・ジャンル別の数字は音届け全体の合計で、個々のアカウントの数字は分かりません。トップリリースには、掲載に同意したアーティストのリリースだけが載ります。',
    consent: 'アーティストの掲載は、ダッシュボードのアーティスト編集画面でいつでも切り替えられます。',
  },
};
