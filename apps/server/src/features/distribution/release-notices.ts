// What the owner of a release is told (by mail and in the inbox) when review, delivery, takedown or renewal changes
// it: the wording in both languages, and one function that sends both inside the caller's transaction.
import { findStore, type LocalisedText } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { EventPayloads } from '../../platform/events/events.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { postPersonalMessage } from '../messages/index.ts';
import { findRelease } from '../releases/index.ts';
import * as repo from './distribution.repository.ts';

export type ReleaseNotice =
  | { kind: 'approved' }
  | { kind: 'flagged' }
  | { kind: 'sent_back'; reason: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'extra_review'; path: 'vocaloid' | 'store' }
  | { kind: 'on_sale'; storeNames: string[] }
  | { kind: 'delivery_refused'; storeNames: string[] }
  | { kind: 'takedown_started'; byUser: boolean; reason: string }
  | { kind: 'taken_down' }
  | { kind: 'renewal_reminder'; days: number; termEnds: string }
  | { kind: 'renewal_unpaid'; graceEnds: string }
  | { kind: 'term_ended_unpaid' }
  | { kind: 'renewed'; termEnds: string }
  | { kind: 'immersive_renewal_due'; songTitles: string[]; termEnds: string }
  | { kind: 'immersive_withdrawn'; songTitle: string };

type Wording = { subject: LocalisedText; body: LocalisedText };

function wording(notice: ReleaseNotice, title: string): Wording {
  const t = `「${title}」`;
  const te = `"${title}"`;
  switch (notice.kind) {
    case 'approved':
      return {
        subject: { ja: `リリース${t}の審査が完了しました`, en: `Your release ${te} passed review` },
        body: {
          ja: `リリース${t}は審査を通過しました。これから各ストアへ納品します。ストアごとの状況はリリースのページでご確認いただけます。`,
          en: `Your release ${te} passed review. We are now delivering it to the stores; the release page shows each store's progress.`,
        },
      };
    case 'flagged':
      return {
        subject: { ja: `リリース${t}の審査を続けています`, en: `Your release ${te} is still in review` },
        body: {
          ja: `リリース${t}に確認事項があるため、審査に通常よりお時間をいただいています。必要な場合はご連絡します。`,
          en: `We are looking into a point about your release ${te}, so its review takes a little longer than usual. We will contact you if we need anything.`,
        },
      };
    case 'sent_back':
      return {
        subject: { ja: `リリース${t}の修正をお願いします`, en: `Changes needed to your release ${te}` },
        body: {
          ja: `リリース${t}の審査で、次の点の修正をお願いすることになりました。\n\n${notice.reason}\n\n修正してから、もう一度申請してください（追加のお支払いは不要です）。`,
          en: `The review of your release ${te} found something to change:\n\n${notice.reason}\n\nPlease make the change and submit the release again (there is nothing more to pay).`,
        },
      };
    case 'rejected':
      return {
        subject: { ja: `リリース${t}は配信できません`, en: `Your release ${te} cannot be distributed` },
        body: {
          ja: `申し訳ありませんが、リリース${t}は審査の結果、配信できないことになりました。\n\n理由：${notice.reason}`,
          en: `We are sorry: after review, your release ${te} cannot be distributed.\n\nReason: ${notice.reason}`,
        },
      };
    case 'extra_review':
      return notice.path === 'vocaloid'
        ? {
            subject: {
              ja: `リリース${t}はボーカロイド審査に進みました`,
              en: `Your release ${te} is in Vocaloid review`,
            },
            body: {
              ja: `リリース${t}はボーカロイドを使用した作品として、追加の審査に進みました。結果はメールでお知らせします。`,
              en: `Your release ${te} uses a Vocaloid and has gone to an additional review. We will mail you the outcome.`,
            },
          }
        : {
            subject: { ja: `リリース${t}はストア審査に進みました`, en: `Your release ${te} is in store review` },
            body: {
              ja: `リリース${t}は、ストアによる事前審査に進みました。結果はメールでお知らせします。`,
              en: `Your release ${te} has gone to a review by the stores before delivery. We will mail you the outcome.`,
            },
          };
    case 'on_sale':
      return {
        subject: { ja: `リリース${t}の配信が始まりました`, en: `Your release ${te} is on sale` },
        body: {
          ja: `リリース${t}の配信が次のストアで始まりました：${notice.storeNames.join('、')}\nほかのストアも順次配信が始まります。`,
          en: `Your release ${te} is now on sale at: ${notice.storeNames.join(', ')}.\nOther stores follow as they finish.`,
        },
      };
    case 'delivery_refused':
      return {
        subject: {
          ja: `リリース${t}を一部のストアに納品できませんでした`,
          en: `Some stores did not take your release ${te}`,
        },
        body: {
          ja: `リリース${t}は次のストアに納品できませんでした：${notice.storeNames.join('、')}\n理由はリリースのページでご確認いただけます。運営でも確認し、必要に応じて再納品します。`,
          en: `These stores did not take your release ${te}: ${notice.storeNames.join(', ')}.\nThe release page shows why. Our team also looks at it and delivers again where it can.`,
        },
      };
    case 'takedown_started':
      return {
        subject: { ja: `リリース${t}の配信停止を受け付けました`, en: `Takedown of your release ${te} has started` },
        body: notice.byUser
          ? {
              ja: `ご依頼により、リリース${t}の配信停止手続きを始めました。各ストアでの停止には数日かかることがあります。`,
              en: `As you asked, we have started taking your release ${te} down. Stores may take a few days to remove it.`,
            }
          : {
              ja: `リリース${t}は運営の判断により配信を停止します。\n\n理由：${notice.reason}`,
              en: `Otodoke is taking your release ${te} down.\n\nReason: ${notice.reason}`,
            },
      };
    case 'taken_down':
      return {
        subject: { ja: `リリース${t}の配信を停止しました`, en: `Your release ${te} has been taken down` },
        body: {
          ja: `リリース${t}は、すべてのストアで配信を停止しました。`,
          en: `Your release ${te} has been taken down from every store.`,
        },
      };
    case 'renewal_reminder':
      return {
        subject: {
          ja: `リリース${t}の配信期間はあと${notice.days}日で終わります`,
          en: `${notice.days} days left in the distribution term of ${te}`,
        },
        body: {
          ja: `リリース${t}の配信期間は${notice.termEnds}に終わります。配信を続ける場合は、期限までに更新料をお支払いください。更新しない場合、期限後に配信を停止します。`,
          en: `The distribution term of your release ${te} ends on ${notice.termEnds}. To keep it on sale, please pay the renewal fee by then; otherwise it is taken down after that date.`,
        },
      };
    case 'renewal_unpaid':
      return {
        subject: { ja: `リリース${t}の更新料が未払いです`, en: `The renewal fee for ${te} is unpaid` },
        body: {
          ja: `リリース${t}の配信期間が終わりましたが、更新料のお支払いが確認できていません。${notice.graceEnds}までにお支払いがない場合、配信を停止します。`,
          en: `The distribution term of your release ${te} has ended and the renewal fee has not been paid. Unless it is paid by ${notice.graceEnds}, the release is taken down.`,
        },
      };
    case 'term_ended_unpaid':
      return {
        subject: { ja: `リリース${t}の配信を停止します`, en: `Your release ${te} is being taken down` },
        body: {
          ja: `更新料のお支払いが確認できなかったため、リリース${t}の配信を停止します。`,
          en: `The renewal fee was not paid, so your release ${te} is being taken down.`,
        },
      };
    case 'immersive_renewal_due': {
      const songsJa = notice.songTitles.map((title) => `「${title}」`).join('、');
      const songsEn = notice.songTitles.map((title) => `"${title}"`).join(', ');
      return {
        subject: {
          ja: `リリース${t}の立体音響版の更新料をお支払いください`,
          en: `The immersive editions of ${te} need their renewal fee`,
        },
        body: {
          ja: `リリース${t}の配信期間は${notice.termEnds}に終わります。立体音響版（${songsJa}）を次の1年も配信するには、立体音響のページで更新料をそれまでにお支払いください（リリースの更新料とは別です）。お支払いがない場合、期間の終了とともに立体音響版だけをストアから取り下げます。`,
          en: `The distribution term of your release ${te} ends on ${notice.termEnds}. To keep its immersive editions (${songsEn}) at the stores for another year, pay their renewal fee on the Immersive audio page by then (it is separate from the release's fee). If it is not paid, only the immersive editions are taken off the stores when the term ends.`,
        },
      };
    }
    case 'immersive_withdrawn':
      return {
        subject: {
          ja: `「${notice.songTitle}」の立体音響版をストアから取り下げます`,
          en: `The immersive edition of "${notice.songTitle}" is being taken off the stores`,
        },
        body: {
          ja: `更新料のお支払いが確認できなかったため、リリース${t}の「${notice.songTitle}」の立体音響版をストアから取り下げます。リリースと通常の音源はそのまま配信を続けます。`,
          en: `The renewal fee was not paid, so the immersive edition of "${notice.songTitle}" on your release ${te} is being taken off the stores. The release and its stereo audio stay on sale.`,
        },
      };
    case 'renewed':
      return {
        subject: { ja: `リリース${t}の配信期間を更新しました`, en: `The term of your release ${te} was renewed` },
        body: {
          ja: `リリース${t}の配信期間を${notice.termEnds}まで更新しました。`,
          en: `The distribution term of your release ${te} now runs until ${notice.termEnds}.`,
        },
      };
  }
}

/** Mails the release's owner and posts the same words to the account's inbox, in the caller's transaction. */
export async function notifyReleaseOwner(
  tx: Executor,
  deps: { mailer: Mailer; publicUrl: string },
  release: { id: number; accountId: number; title: string; createdBy: number | null },
  notice: ReleaseNotice,
) {
  const words = wording(notice, release.title || `#${release.id}`);
  // The account in the address, so the link opens the release for people who reach several accounts.
  const linkPath = `/dashboard/releases/new?release_id=${release.id}&_acid=${release.accountId}`;
  const url = `${deps.publicUrl}${linkPath}`;
  for (const person of await repo.recipientsOf(tx, release.accountId, release.createdBy)) {
    const language = person.language === 'en' ? 'en' : 'ja';
    await deps.mailer.enqueue(tx, person.email, language, {
      template: 'release_notice',
      params: { name: person.name, subject: words.subject[language], body: words.body[language], url },
    });
  }
  await postPersonalMessage(tx, { accountId: release.accountId, title: words.subject, body: words.body, linkPath });
}

/** The owner's "on sale" notice (mail and inbox), sent once a release's `release.on_sale` event has committed. */
export function onSaleNotice(deps: { mailer: Mailer; publicUrl: string }) {
  return async (tx: Executor, event: EventPayloads['release.on_sale']) => {
    const release = await findRelease(tx, event.release_id);
    if (!release) return;
    const storeNames = event.store_ids.map((storeId) => findStore(storeId)?.name ?? storeId);
    await notifyReleaseOwner(tx, deps, release, { kind: 'on_sale', storeNames });
  };
}
