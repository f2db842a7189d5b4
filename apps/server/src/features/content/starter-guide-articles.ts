// The starter Artist Guide's articles in Japanese and English, written from the service's own rules (the domain's
// limits, identifiers, artwork checks, withdrawal amounts, renewal days, and decision 0010 on revenue).
import {
  ARTWORK_MAX_PIXELS,
  ARTWORK_MIN_PIXELS,
  RELEASE_TYPE_RULES,
  RENEWAL_FIXED_DAYS_BEFORE,
  RENEWAL_GRACE_DAYS,
  RENEWAL_OPENS_DAYS_BEFORE,
  RENEWAL_REMINDER_DAYS,
  WITHDRAWAL_FEE_YEN,
  WITHDRAWAL_MINIMUM_YEN,
} from '@otodoke/domain';
import type { TranslationInput } from './content.service.ts';
import { doc } from './document.ts';

export interface StarterArticle {
  slug: string;
  category: string;
  tags: string[];
  featured: boolean;
  position: number;
  ja: TranslationInput;
  en: TranslationInput;
}

const yen = (n: number) => n.toLocaleString('en-US');
const px = `${ARTWORK_MIN_PIXELS}×${ARTWORK_MIN_PIXELS}`;
const pxMax = `${ARTWORK_MAX_PIXELS}×${ARTWORK_MAX_PIXELS}`;
const single = RELEASE_TYPE_RULES.single;
const album = RELEASE_TYPE_RULES.album;

export const STARTER_ARTICLES: StarterArticle[] = [
  {
    slug: 'guide-register-a-release',
    category: 'getting-started',
    tags: ['release', 'stores'],
    featured: true,
    position: 1,
    ja: {
      title: 'リリースを登録して配信するまで',
      summary: 'アーティスト登録から審査、ストアでの配信開始まで、リリース登録の流れを順に説明します。',
      body: doc.of(
        doc.p(
          '音届けでは、リリースを登録して審査に通ると、選んだストアへ配信されます。ここでは最初のリリースを配信するまでの流れを説明します。',
        ),
        doc.h('1. アーティストを登録する'),
        doc.p(
          'まずアーティスト名（日本語・カナ・英語）を登録します。1つのリリースに設定できるメインアーティストは3組までで、1組目は配信料金に含まれます。4組以上のアーティストが参加する曲やコンピレーションは「ヴァリアス・アーティスト」名義で登録します。',
        ),
        doc.h('2. リリースの種類を選ぶ'),
        doc.ul(
          `シングル：${single.minSongs}〜${single.maxSongs}曲`,
          `アルバム：${album.minSongs}〜${album.maxSongs}曲`,
          '着うた：1曲（5〜40秒）',
          'ミュージックビデオ、カラオケ動画、ライブ映像：1本（利用規約への同意が必要です）',
        ),
        doc.h('3. 音源・アートワーク・曲情報を入力する'),
        doc.p(
          '曲ごとに音源ファイル、タイトル、作詞者・作曲者、ISRCを入力し、リリースにはアートワークと発売日、配信するストアを設定します。入力内容は下書きとして保存され、いつでも続きから編集できます。',
        ),
        doc.h('4. 申請と支払い'),
        doc.p(
          '申請すると、登録内容が自動でチェックされます。リリースごとにお支払いいただくプランでは支払い完了後に、配信し放題のプランではそのまま審査に進みます。',
        ),
        doc.h('5. 審査から配信開始まで'),
        doc.p(
          '運営スタッフが内容を確認し、問題があれば理由を添えて差し戻します。差し戻されたリリースは修正して再申請でき、再度の支払いは必要ありません。承認されるとストアへ納品され、各ストアの受け付けを経て配信が始まります。状況の変化はメールとメッセージでお知らせします。',
        ),
        doc.link('登録は', 'リリース一覧', '/dashboard/releases', 'の「新規作成」から始められます。'),
      ),
    },
    en: {
      title: 'From registering a release to going live',
      summary: 'The steps from registering an artist to review and going on sale in stores.',
      body: doc.of(
        doc.p(
          'On Otodoke, a release you register is reviewed and then delivered to the stores you choose. This article walks through your first release.',
        ),
        doc.h('1. Register the artist'),
        doc.p(
          'Start with the artist name (Japanese, kana and English). A release may have up to three main artists; the first is included in the release price. Songs with four or more artists, and compilations, are credited to Various Artists.',
        ),
        doc.h('2. Choose the release type'),
        doc.ul(
          `Single: ${single.minSongs} to ${single.maxSongs} songs`,
          `Album: ${album.minSongs} to ${album.maxSongs} songs`,
          'Ringtone: one clip of 5 to 40 seconds',
          'Music video, karaoke video, concert video: one video (you accept their terms first)',
        ),
        doc.h('3. Add audio, artwork and song details'),
        doc.p(
          'For each song, upload the audio and enter the title, lyricists and composers, and the ISRC; for the release, add the artwork, the release date and the stores. Everything is kept as a draft, so you can come back to it at any time.',
        ),
        doc.h('4. Submit and pay'),
        doc.p(
          'When you submit, the release is checked automatically. On pay-per-release, review starts once payment is complete; on an unlimited plan it goes straight to review.',
        ),
        doc.h('5. Review and delivery'),
        doc.p(
          'Our staff review the release and send it back with a reason if something needs fixing. You can fix and resubmit a sent-back release without paying again. Once approved, it is delivered to the stores and goes on sale as each store accepts it. You are told of every change by e-mail and in your messages.',
        ),
        doc.link('Start from ', 'your releases', '/dashboard/releases', ' with "New release".'),
      ),
    },
  },
  {
    slug: 'guide-artwork-rules',
    category: 'preparing',
    tags: ['artwork', 'release'],
    featured: true,
    position: 1,
    ja: {
      title: 'アートワーク（ジャケット画像）の規定',
      summary: `アートワークはJPEGまたはPNG、RGBの正方形で${px}ピクセル以上が必要です。`,
      body: doc.of(
        doc.p(
          'ストアに表示されるジャケット画像は、アップロード時に自動でチェックされます。次の条件を満たさない画像は登録できません。',
        ),
        doc.ul(
          'ファイル形式：JPEGまたはPNG（50MBまで）',
          `サイズ：縦横同じ正方形で、${px}ピクセル以上、${pxMax}ピクセル以下`,
          'カラーモード：RGB（CMYKやグレースケールは使えません）',
        ),
        doc.h('審査で差し戻されやすい例'),
        doc.ul(
          'ぼやけた画像や、小さい画像を引き伸ばしたもの',
          'URL、SNSのアカウント名、価格、「NEW」などの宣伝文言が入っているもの',
          'アーティスト名・タイトルが登録内容と異なるもの',
          '他人の写真やロゴなど、権利を確認できない素材を使ったもの',
        ),
        doc.p('画像を差し替えたい場合は、配信前であればリリースの編集画面からアップロードし直せます。'),
      ),
    },
    en: {
      title: 'Artwork (cover image) rules',
      summary: `Artwork must be a square RGB JPEG or PNG of at least ${px} pixels.`,
      body: doc.of(
        doc.p(
          'The cover shown in stores is checked automatically when you upload it. An image that does not meet these rules cannot be used.',
        ),
        doc.ul(
          'Format: JPEG or PNG (up to 50 MB)',
          `Size: square, from ${px} up to ${pxMax} pixels`,
          'Colour mode: RGB (not CMYK or greyscale)',
        ),
        doc.h('What review often sends back'),
        doc.ul(
          'Blurry images, or small images scaled up',
          'URLs, social media handles, prices or promotional words such as "NEW"',
          'An artist name or title that differs from the release details',
          'Photos or logos of others whose rights you cannot show',
        ),
        doc.p('Before the release is delivered you can replace the image from the release edit page.'),
      ),
    },
  },
  {
    slug: 'guide-isrc-and-upc',
    category: 'preparing',
    tags: ['isrc', 'upc', 'release'],
    featured: false,
    position: 2,
    ja: {
      title: 'ISRCとUPC/JANコードとは',
      summary: '曲を識別するISRCと、商品を識別するUPC/JANコード。持っていなければ申請時に音届けが発行します。',
      body: doc.of(
        doc.p(
          'ストアや売上レポートは、曲をISRC、リリース（商品）をUPC/JANコードで識別します。音届けの収益の計算も、この二つのコードで売上を照合しています。',
        ),
        doc.h('ISRC（国際標準レコーディングコード）'),
        doc.p(
          '録音ごとに1つ付く12桁のコードです。国名2文字、登録者コード3文字、西暦の下2桁、5桁の番号からなります（例：JP-Z99-26-00001、ハイフンは省略可）。すでにISRCを持っている曲はその番号を入力してください。空欄のまま申請すると音届けが発行します。',
        ),
        doc.p(
          '同じ録音は、別のリリースに収録するときも同じISRCを使います。ただし、他のアカウントのリリースがすでに使っているISRCは登録できません。',
        ),
        doc.h('UPC/JANコード'),
        doc.p(
          'リリースごとに付く12桁（UPC）または13桁（JAN/EAN）のコードで、最後の1桁はチェックデジットです。お持ちのコードを入力するか、空欄で申請すると音届けが発行します。発行したコードが再利用されることはありません。',
        ),
        doc.p(
          '内容を変えた再発売（曲の追加・差し替え）は新しい商品として扱われるため、新しいUPC/JANコードが必要です。',
        ),
      ),
    },
    en: {
      title: 'What ISRC and UPC/JAN codes are',
      summary:
        'The ISRC identifies a recording, the UPC/JAN a product. Otodoke assigns them on submission if you have none.',
      body: doc.of(
        doc.p(
          'Stores and sales reports identify songs by ISRC and releases (products) by UPC/JAN. Otodoke matches your sales with these two codes too.',
        ),
        doc.h('ISRC (International Standard Recording Code)'),
        doc.p(
          'One 12-character code per recording: a two-letter country, a three-character registrant, the last two digits of the year and a five-digit number (for example JP-Z99-26-00001; hyphens are optional). Enter the ISRC a song already has; leave it empty and Otodoke assigns one when you submit.',
        ),
        doc.p(
          "A recording keeps its ISRC on every release it appears on. An ISRC another account's release already uses cannot be entered.",
        ),
        doc.h('UPC/JAN code'),
        doc.p(
          'One code per release: 12 digits (UPC) or 13 (JAN/EAN), the last one a check digit. Enter your own, or leave it empty and Otodoke assigns one on submission. Assigned codes are never reused.',
        ),
        doc.p(
          'A re-release with different content (songs added or replaced) is a new product and needs a new UPC/JAN.',
        ),
      ),
    },
  },
  {
    slug: 'guide-estimate-and-confirmed-revenue',
    category: 'revenue',
    tags: ['revenue', 'stores'],
    featured: true,
    position: 1,
    ja: {
      title: '見込み収益と確定収益の違い',
      summary:
        'ストアの売上レポートが届くと見込みに反映され、月の締めで確定収益になります。出金できるのは確定収益だけです。',
      body: doc.of(
        doc.p(
          '収益レポートには「見込み」と「確定」の2種類があります。どちらも同じストアの売上レポートを元にしていますが、確定するタイミングが異なります。',
        ),
        doc.h('見込み収益'),
        doc.p(
          'ストアから売上レポートが届くと、その内容がすぐに見込みレポートに反映されます。日ごとに報告するストアは日別に、月ごとに報告するストアは月初の日付で表示されます。見込みは速報値で、まだ残高には入っていません。',
        ),
        doc.h('確定収益'),
        doc.p(
          '月が終わると、運営がその月を締めます。締めの時点までに届いた、その月以前の売上がまとめて確定し、明細とともに残高に加算されます。締めの後に届いた売上は、次の月の締めで確定します。確定した月はメールとメッセージでお知らせします。',
        ),
        doc.h('金額が違って見えるとき'),
        doc.ul(
          'ストアからの報告が遅れた売上は、見込みには表示されていても、その月の締めには含まれず翌月以降に確定します。',
          '海外の売上は、その月の為替レートで円に換算されます。',
          '収益分配（スプリット）を設定したリリースでは、共同制作者への分配後の金額が確定収益になります。',
        ),
        doc.link(
          '',
          '収益レポート',
          '/dashboard/reports/estimate',
          'では、ストアごとに見込みのうち確定した分とまだ確定していない分を確認できます。',
        ),
      ),
    },
    en: {
      title: 'Estimated and confirmed revenue',
      summary:
        'Store reports show up in the estimate as they arrive and become confirmed at the month close. Only confirmed revenue can be withdrawn.',
      body: doc.of(
        doc.p(
          'Your revenue report has an estimate and a confirmed view. Both come from the same store sales reports; they differ in when the money is settled.',
        ),
        doc.h('Estimated revenue'),
        doc.p(
          "As soon as a store's sales report arrives it shows in the estimate: by day for stores that report daily, on the first of the month for stores that report monthly. The estimate is an early figure and is not in your balance yet.",
        ),
        doc.h('Confirmed revenue'),
        doc.p(
          "After a month ends, we close it. Every sale dated in or before that month that has arrived by then is confirmed and added to your balance with a statement. Sales reported after the close are confirmed at the next month's close. You are told by e-mail and in your messages when a month is confirmed.",
        ),
        doc.h('When the figures look different'),
        doc.ul(
          'Sales a store reports late may show in the estimate but are confirmed in a later month.',
          "Sales abroad are converted to yen at that month's exchange rate.",
          "On releases with a split, confirmed revenue is what remains after collaborators' shares.",
        ),
        doc.link(
          'The ',
          'revenue report',
          '/dashboard/reports/estimate',
          ' shows, per store, how much of the estimate is confirmed and how much is still to come.',
        ),
      ),
    },
  },
  {
    slug: 'guide-splits',
    category: 'revenue',
    tags: ['splits', 'revenue'],
    featured: false,
    position: 2,
    ja: {
      title: '収益分配（スプリット）の設定',
      summary: '共同制作者とリリースの収益を分け合う方法。割合は合計100%で、設定した翌月の売上から適用されます。',
      body: doc.of(
        doc.p(
          'スプリットを使うと、リリースの確定収益を共同制作者と自動で分け合えます。受け取った分は共同制作者の残高に入り、そのまま出金できます。',
        ),
        doc.h('設定のしかた'),
        doc.ol(
          'リリースのオーナーが、自分と各共同制作者の割合を小数点以下2桁まで入力します。合計は100%にしてください。',
          '共同制作者にはメールで招待が届きます。共同制作者は、自分が管理するアカウントを選んで承諾するか、辞退します。',
          '承諾されるまで、その割合はオーナーの収益のままです。',
        ),
        doc.h('いつから適用されるか'),
        doc.p(
          'スプリットは設定した翌月の売上から適用されます。すでに適用中の月や確定済みの月の分配は変わりません。月の締めでは、売上があった月に有効だったスプリットで分配し、各共同制作者の取り分は1円未満を切り捨てた金額、端数はオーナーに残ります。',
        ),
        doc.p('分配の内容は、オーナーと共同制作者の両方の明細に相手の名前とともに記載されます。'),
      ),
    },
    en: {
      title: 'Setting up a revenue split',
      summary:
        "Share a release's revenue with collaborators. Shares add up to 100% and apply from the month after you set them.",
      body: doc.of(
        doc.p(
          "A split shares a release's confirmed revenue with your collaborators automatically. What they receive goes to their own balance, ready to withdraw.",
        ),
        doc.h('How to set it'),
        doc.ol(
          'The release owner enters a percentage, with up to two decimals, for themselves and each collaborator. They must add up to 100%.',
          'Each collaborator is invited by e-mail and accepts into an account they manage, or declines.',
          'Until a collaborator accepts, their share stays with the owner.',
        ),
        doc.h('When it applies'),
        doc.p(
          "A split applies to sales from the month after you set it; months already in force or confirmed keep their split. At each close, revenue is divided by the split in force in the month of the sale; each collaborator's share is whole yen and the fractions stay with the owner.",
        ),
        doc.p("Both the owner's and the collaborator's statements show the movement and who it was with."),
      ),
    },
  },
  {
    slug: 'guide-withdrawal',
    category: 'revenue',
    tags: ['withdrawal', 'revenue'],
    featured: false,
    position: 3,
    ja: {
      title: '収益の出金',
      summary: `確定収益の残高は${yen(WITHDRAWAL_MINIMUM_YEN)}円から銀行口座へ出金できます。振込手数料${yen(WITHDRAWAL_FEE_YEN)}円は出金額から差し引かれます。`,
      body: doc.of(
        doc.p('確定した収益は残高として貯まり、国内の銀行口座へ出金できます。'),
        doc.h('出金の条件'),
        doc.ul(
          `出金できる金額：${yen(WITHDRAWAL_MINIMUM_YEN)}円以上、残高の範囲内`,
          `振込手数料：${yen(WITHDRAWAL_FEE_YEN)}円（税込）。出金額から差し引かれ、残りが振り込まれます`,
          '口座：普通または当座、口座番号7桁。口座名義は銀行の表記に合わせて半角カナで登録されます',
        ),
        doc.h('出金の流れ'),
        doc.p(
          '出金を申請すると、その金額はすぐに残高から引かれ「出金申請中」になります。運営が振込を行うと「振込済み」になり、口座情報の誤りなどで振り込めなかった場合は理由を添えて「振込不可」となり、金額は残高に戻ります。どちらの場合もメールでお知らせします。',
        ),
        doc.p('出金の申請や口座の登録には、チームの「レポート・収益」の編集権限が必要です。'),
      ),
    },
    en: {
      title: 'Withdrawing your revenue',
      summary: `Withdraw your confirmed balance to a bank account from ¥${yen(WITHDRAWAL_MINIMUM_YEN)}. The ¥${yen(WITHDRAWAL_FEE_YEN)} transfer fee is taken from the amount.`,
      body: doc.of(
        doc.p('Confirmed revenue builds up as your balance, which you can withdraw to a bank account in Japan.'),
        doc.h('Conditions'),
        doc.ul(
          `Amount: ¥${yen(WITHDRAWAL_MINIMUM_YEN)} or more, up to your balance`,
          `Transfer fee: ¥${yen(WITHDRAWAL_FEE_YEN)} (tax included), taken from the amount; the rest is transferred`,
          'Account: savings or checking, a seven-digit number; the holder name is kept in half-width kana as banks print it',
        ),
        doc.h('What happens'),
        doc.p(
          'When you request a withdrawal the amount leaves your balance at once and the request is "Requested". Once we make the transfer it is "Paid"; if the transfer cannot be made (wrong account details, for example) it is "Rejected" with the reason and the amount returns to your balance. You are e-mailed either way.',
        ),
        doc.p('Requesting withdrawals and adding bank accounts needs the team\'s "Reports & revenue" edit permission.'),
      ),
    },
  },
  {
    slug: 'guide-takedown-and-renewal',
    category: 'after-release',
    tags: ['takedown', 'renewal', 'stores'],
    featured: true,
    position: 1,
    ja: {
      title: '配信停止と配信の更新',
      summary: `配信停止の申請方法と、リリースごとの支払いで配信しているリリースの年次更新（終了${RENEWAL_OPENS_DAYS_BEFORE}日前から）について。`,
      body: doc.of(
        doc.h('配信停止（テイクダウン）'),
        doc.p(
          '配信中のリリースは、リリース詳細画面から理由を入力して配信停止を申請できます。申請するとすべてのストアに停止の連絡が送られ、各ストアでの削除が終わると配信停止となります。ストアによっては反映まで数日かかります。',
        ),
        doc.p(
          'タイトルやアーティスト名、収録曲を変えたい場合は、ストアでは別の商品として扱われるため、配信停止のうえ新しいリリースとして登録してください。',
        ),
        doc.h('配信の更新'),
        doc.p('リリースごとの支払いで配信しているリリースは、1年ごとに更新します。'),
        doc.ul(
          `配信期間が終わる${RENEWAL_OPENS_DAYS_BEFORE}日前から更新の手続きができます。更新料を支払うか、更新しないことを選べます。`,
          `終了${RENEWAL_FIXED_DAYS_BEFORE}日前を過ぎると「更新しない」は選べなくなりますが、支払いはできます。`,
          `未払いの場合、終了の${RENEWAL_REMINDER_DAYS.join('日前と')}日前にメールとメッセージでお知らせします。`,
          `支払いがないまま期間が終わっても、${RENEWAL_GRACE_DAYS}日間の猶予の間は配信が続き、支払うこともできます。猶予が過ぎると配信停止になります。`,
        ),
        doc.p('配信し放題のプランで配信しているリリースは、プランが続く限り更新の手続きは不要です。'),
      ),
    },
    en: {
      title: 'Takedowns and renewing distribution',
      summary: `How to take a release down, and the yearly renewal of pay-per-release releases (open ${RENEWAL_OPENS_DAYS_BEFORE} days before the end).`,
      body: doc.of(
        doc.h('Taking a release down'),
        doc.p(
          'From a release on sale, ask for a takedown on its page with a reason. Every store is told to remove it, and the release is taken down once every store has done so; some stores take a few days.',
        ),
        doc.p(
          'To change a title, an artist name or the songs, stores need a new product: take the release down and register a new one.',
        ),
        doc.h('Renewing distribution'),
        doc.p('A pay-per-release release is distributed for a year at a time.'),
        doc.ul(
          `Renewal opens ${RENEWAL_OPENS_DAYS_BEFORE} days before the term ends: pay the renewal fee, or choose not to renew.`,
          `From ${RENEWAL_FIXED_DAYS_BEFORE} days before the end you can no longer choose not to renew, but you can still pay.`,
          `While unpaid, we remind you by e-mail and message ${RENEWAL_REMINDER_DAYS.join(' and ')} days before the end.`,
          `If the term ends unpaid, the release stays on sale for ${RENEWAL_GRACE_DAYS} days of grace during which you can still pay; after that it is taken down.`,
        ),
        doc.p('Releases distributed on an unlimited plan need no renewal while the plan lasts.'),
      ),
    },
  },
];
