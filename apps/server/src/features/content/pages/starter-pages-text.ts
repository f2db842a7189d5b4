// The starter texts of /jobs and /10th-anniversary in Japanese and English: what the service itself does (its stores,
// its review, its reports and payouts, its guide), with no invented numbers, awards or people. Operators rewrite them
// in the content editor; these are written once, when the pages are absent.
import { STORES } from '@otodoke/domain';
import type { TranslationInput } from '../content.service.ts';
import { type ContentDocument, doc } from '../document.ts';

/** A paragraph with an e-mail link in the middle. */
function mailLine(before: string, address: string, after: string) {
  return doc.link(before, address, `mailto:${address}`, after);
}

const storeNames = (count: number) =>
  STORES.filter((store) => !store.isContentId)
    .slice(0, count)
    .map((store) => store.name);

export interface StarterPage {
  slug: string;
  ja: TranslationInput;
  en: TranslationInput;
}

function jobsPage(contact: string | null): StarterPage {
  const applyJa: ContentDocument['content'] = contact
    ? [
        mailLine('応募は、', contact, ' 宛てにメールでお送りください。'),
        doc.p(
          '件名に「採用応募：希望する役割」と書き、これまでの経歴と、関わった仕事がわかるもの（ポートフォリオ、コード、執筆したものなど）を添えてください。',
        ),
        doc.p('いただいたメールには、担当者から返信します。'),
      ]
    : [
        doc.link(
          '応募の受付先は準備中です。お急ぎの方は',
          'アーティストサポート',
          '/artist-support',
          'のページをご覧ください。',
        ),
      ];
  const applyEn: ContentDocument['content'] = contact
    ? [
        mailLine('To apply, write to ', contact, '.'),
        doc.p(
          'Put "Application: the role" in the subject, and tell us about your experience, with something that shows your work (a portfolio, code, writing).',
        ),
        doc.p('Someone from the team will answer your e-mail.'),
      ]
    : [
        doc.link(
          'The address for applications is being set up. Meanwhile, see the ',
          'artist support',
          '/artist-support',
          ' page.',
        ),
      ];
  return {
    slug: 'jobs',
    ja: {
      title: '採用情報',
      summary: '音届けのチームの働き方と、募集している役割、応募の方法です。',
      body: doc.of(
        doc.p(
          '音届けは、インディーアーティストとレーベルの音楽を世界中のストアへ届ける音楽配信サービスです。アーティストが自分の音楽を自分の手で届けられるよう、サービスをつくり、運営しています。',
        ),
        doc.h('私たちの働き方'),
        doc.ul(
          'サービスは自分たちでつくっています。リリースの登録から審査、ストアへの納品、売上レポート、収益分配、出金まで、同じチームが設計し、運用しています。',
          '配信される前に、すべてのリリースを人の目で確認しています。規定に合わないときは、理由と直し方をアーティストに伝えます。',
          'アーティストからの質問には、アーティストサポートで答えています。よくある質問は、アーティストガイドの記事にまとめています。',
          '日本語と英語の両方でサービスを提供しています。',
        ),
        doc.h('募集している役割'),
        doc.ul(
          'ソフトウェアエンジニア：ウェブアプリ、API、ストアへの納品やレポートの取り込みなど、サービス全体の開発。',
          'アーティストサポート：アーティストからの問い合わせへの対応と、ガイド記事の執筆。',
          'リリース審査・権利管理：リリースの審査、ストアとのやりとり、権利に関する確認。',
        ),
        doc.p(
          '募集の状況は時期によって変わります。上の役割に当てはまらなくても、音届けでやりたいことがあれば、ご連絡ください。',
        ),
        doc.h('応募の方法'),
        ...applyJa,
      ),
    },
    en: {
      title: 'Jobs',
      summary: 'How the Otodoke team works, the roles we are looking for, and how to apply.',
      body: doc.of(
        doc.p(
          'Otodoke is a music distribution service that delivers the music of independent artists and labels to stores around the world. We build and run it so that artists can release their music on their own terms.',
        ),
        doc.h('How we work'),
        doc.ul(
          'We build the service ourselves. The same team designs and runs every step: registering a release, review, delivery to stores, sales reports, revenue splits and withdrawals.',
          'A person checks every release before it goes out. When something does not meet the rules, we tell the artist why and how to fix it.',
          'We answer artists through artist support, and write the common answers up as articles of the Artist Guide.',
          'The service works in Japanese and in English.',
        ),
        doc.h('Roles we are looking for'),
        doc.ul(
          'Software engineers: the web app, the API, delivery to stores, importing sales reports — the whole service.',
          "Artist support: answering artists' questions, and writing the guide's articles.",
          'Release review and rights: reviewing releases, working with stores, checking rights.',
        ),
        doc.p(
          'Which roles are open changes over time. If you do not fit one of these but would like to work on Otodoke, get in touch anyway.',
        ),
        doc.h('How to apply'),
        ...applyEn,
      ),
    },
  };
}

function anniversaryPage(): StarterPage {
  const stores = storeNames(6);
  return {
    slug: '10th-anniversary',
    ja: {
      title: '音届け 10周年',
      summary: '音届けのこれまでと、アーティストに届けていること。',
      body: doc.of(
        doc.p(
          '音届けは、インディーアーティストとレーベルが、自分の音楽を自分の手で世界中のストアへ届けられるように始まった音楽配信サービスです。10周年を迎えられたのは、音届けから音楽を届けてくださったアーティストの皆さまと、その音楽を聴いてくださった皆さまのおかげです。ありがとうございます。',
        ),
        doc.h('音届けがしていること'),
        doc.ul(
          `${stores.join('、')}など、国内外のストアへの配信。`,
          '配信前のリリース審査。規定に合わないときは、理由と直し方をお伝えします。',
          'ストアからの売上レポートの取り込みと、見込み・確定の収益の表示。',
          '共作者やメンバーとの収益分配と、残高の出金。',
          'リリースの登録から配信停止まで、使い方をまとめたアーティストガイド。',
        ),
        doc.h('これからも'),
        doc.p(
          'アーティストが自分の音楽を、自分で決めたかたちで届けられること。これからもそのためのサービスをつくり続けます。',
        ),
        doc.link('料金とプランは', '料金ページ', '/pricing', 'で、使い方はアーティストガイドでご覧いただけます。'),
      ),
    },
    en: {
      title: "Otodoke's 10th anniversary",
      summary: 'The story of Otodoke, and what it offers artists.',
      body: doc.of(
        doc.p(
          'Otodoke began as a music distribution service for independent artists and labels: a way to deliver their own music to stores around the world, on their own terms. We owe our tenth anniversary to the artists who release their music through Otodoke, and to everyone who listens to it. Thank you.',
        ),
        doc.h('What Otodoke does'),
        doc.ul(
          `Distribution to stores in Japan and worldwide, such as ${stores.join(', ')}.`,
          'A review of every release before it goes out; when something does not meet the rules, we say why and how to fix it.',
          'Sales reports imported from the stores, with estimated and confirmed revenue.',
          'Revenue splits with co-writers and band members, and withdrawals of your balance.',
          'The Artist Guide: how everything works, from registering a release to a takedown.',
        ),
        doc.h('What comes next'),
        doc.p('Artists delivering their own music, the way they decide. We will keep building the service for that.'),
        doc.link(
          'See the ',
          'pricing page',
          '/pricing',
          ' for plans and fees, and the Artist Guide for how it all works.',
        ),
      ),
    },
  };
}

export function starterPages(options: { supportEmail: string | null }): StarterPage[] {
  return [jobsPage(options.supportEmail), anniversaryPage()];
}
