// The mails the service sends, in ja and en. Each renders a subject, a plain-text body and a simple HTML body.
type Language = 'ja' | 'en';

export type MailMessage =
  | { template: 'verify_email'; params: { name: string; url: string } }
  | { template: 'signin_code'; params: { name: string; code: string; minutes: number } }
  | { template: 'device_code'; params: { name: string; code: string; minutes: number; userAgent: string } }
  | { template: 'password_reset'; params: { name: string; url: string; minutes: number } }
  | { template: 'password_changed'; params: { name: string } }
  | {
      /** A sign-up with an address that already has an account: its owner is told, the answer does not say. */
      template: 'signup_existing';
      params: { name: string; signInUrl: string; resetUrl: string; minutes: number };
    }
  | { template: 'team_invite'; params: { accountName: string; inviterName: string; url: string; days: number } }
  | {
      template: 'bulk_upload_finished';
      params: {
        name: string;
        accountName: string;
        fileName: string;
        succeeded: boolean;
        releaseCount: number;
        /** Why it failed, in the mail's language (empty on success). */
        reason: string;
        url: string;
      };
    }
  | {
      template: 'payment_waiting';
      params: {
        name: string;
        /** What is being paid for, in the mail's language. */
        item: string;
        total: string;
        method: 'conveni' | 'payeasy';
        /** The numbers to pay with, one "label: value" per line, in the mail's language. */
        numbers: string;
        deadline: string;
        url: string;
      };
    }
  | {
      template: 'payment_paid';
      params: { name: string; item: string; total: string; receiptNumber: string; url: string };
    }
  | { template: 'payment_expired'; params: { name: string; item: string; total: string; url: string } }
  | {
      /** News about a release (review decisions, delivery, takedown, renewal); wording from the distribution feature. */
      template: 'release_notice';
      params: { name: string; subject: string; body: string; url: string };
    }
  | {
      /** A notice of a service not built yet: confirm the address (double opt-in); every such mail can unsubscribe. */
      template: 'feature_notice_confirm';
      params: { feature: string; confirmUrl: string; unsubscribeUrl: string; hours: number };
    }
  | {
      /** The service a confirmed address asked about has opened (sent once per address); it can unsubscribe too. */
      template: 'feature_notice_opened';
      params: { feature: string; pageUrl: string; unsubscribeUrl: string };
    }
  | {
      /** Money matters of the account (confirmed revenue, splits, withdrawals): the same words as its inbox message. */
      template: 'account_notice';
      params: { name: string; subject: string; body: string; url: string };
    };

export interface RenderedMail {
  subject: string;
  text: string;
}

const SIGNATURE = { ja: '\n\n--\n音届け Otodoke\n', en: '\n\n--\nOtodoke\n' };

function render(message: MailMessage, language: Language): RenderedMail {
  const ja = language === 'ja';
  switch (message.template) {
    case 'verify_email': {
      const { name, url } = message.params;
      return ja
        ? {
            subject: '【音届け】メールアドレスの確認',
            text: `${name} 様\n\n音届けへのご登録ありがとうございます。\n以下のリンクを開いて、メールアドレスの確認を完了してください（24時間有効）。\n\n${url}\n\nお心当たりのない場合は、このメールを破棄してください。`,
          }
        : {
            subject: '[Otodoke] Confirm your e-mail address',
            text: `Hello ${name},\n\nThank you for signing up to Otodoke.\nOpen this link to confirm your e-mail address (valid for 24 hours):\n\n${url}\n\nIf you did not sign up, you can ignore this mail.`,
          };
    }
    case 'signin_code': {
      const { name, code, minutes } = message.params;
      return ja
        ? {
            subject: `【音届け】ログイン確認コード ${code}`,
            text: `${name} 様\n\nログイン確認コードは次のとおりです（${minutes}分間有効）。\n\n${code}\n\nお心当たりのない場合は、パスワードを変更してください。`,
          }
        : {
            subject: `[Otodoke] Your sign-in code ${code}`,
            text: `Hello ${name},\n\nYour sign-in code is (valid for ${minutes} minutes):\n\n${code}\n\nIf this was not you, please change your password.`,
          };
    }
    case 'device_code': {
      const { name, code, minutes, userAgent } = message.params;
      return ja
        ? {
            subject: `【音届け】新しい端末からのログイン確認 ${code}`,
            text: `${name} 様\n\n新しい端末からログインしようとしています。\n端末: ${userAgent}\n\nご本人の場合は、次の確認コードを入力してください（${minutes}分間有効）。\n\n${code}\n\nお心当たりのない場合は、パスワードを変更してください。`,
          }
        : {
            subject: `[Otodoke] Confirm sign-in from a new device ${code}`,
            text: `Hello ${name},\n\nSomeone is signing in from a new device.\nDevice: ${userAgent}\n\nIf it is you, enter this code (valid for ${minutes} minutes):\n\n${code}\n\nIf this was not you, please change your password.`,
          };
    }
    case 'password_reset': {
      const { name, url, minutes } = message.params;
      return ja
        ? {
            subject: '【音届け】パスワードの再設定',
            text: `${name} 様\n\n以下のリンクから新しいパスワードを設定してください（${minutes}分間有効）。\n\n${url}\n\nお心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。`,
          }
        : {
            subject: '[Otodoke] Reset your password',
            text: `Hello ${name},\n\nSet a new password with this link (valid for ${minutes} minutes):\n\n${url}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.`,
          };
    }
    case 'password_changed': {
      const { name } = message.params;
      return ja
        ? {
            subject: '【音届け】パスワードが変更されました',
            text: `${name} 様\n\nパスワードが変更され、他の端末からはログアウトしました。\nお心当たりのない場合は、すぐにパスワードの再設定を行ってください。`,
          }
        : {
            subject: '[Otodoke] Your password was changed',
            text: `Hello ${name},\n\nYour password was changed and your other devices were signed out.\nIf this was not you, reset your password at once.`,
          };
    }
    case 'signup_existing': {
      const { name, signInUrl, resetUrl, minutes } = message.params;
      return ja
        ? {
            subject: '【音届け】このメールアドレスで新規登録のお申し込みがありました',
            text: `${name} 様\n\nこのメールアドレスで音届けのアカウントを新しく作成しようとする操作がありましたが、このアドレスは既に登録されています。\n\nご本人の場合は、こちらからログインしてください。\n${signInUrl}\n\nパスワードをお忘れの場合は、以下のリンクから新しいパスワードを設定できます（${minutes}分間有効）。\n${resetUrl}\n\nお心当たりのない場合は、このメールを破棄してください。アカウントは何も変更されていません。`,
          }
        : {
            subject: '[Otodoke] Someone tried to sign up with your e-mail address',
            text: `Hello ${name},\n\nSomeone tried to create a new Otodoke account with this e-mail address, which is already registered.\n\nIf it was you, sign in here:\n${signInUrl}\n\nIf you forgot your password, set a new one with this link (valid for ${minutes} minutes):\n${resetUrl}\n\nIf it was not you, ignore this mail: nothing about your account has changed.`,
          };
    }
    case 'team_invite': {
      const { accountName, inviterName, url, days } = message.params;
      return ja
        ? {
            subject: `【音届け】${accountName} のチームに招待されました`,
            text: `${inviterName} さんから、音届けのアカウント「${accountName}」のチームメンバーとして招待されました。\n\n以下のリンクから参加してください（${days}日間有効）。\n\n${url}`,
          }
        : {
            subject: `[Otodoke] You are invited to join ${accountName}`,
            text: `${inviterName} invited you to join the Otodoke account "${accountName}" as a team member.\n\nJoin with this link (valid for ${days} days):\n\n${url}`,
          };
    }
    case 'payment_waiting': {
      const { name, item, total, method, numbers, deadline, url } = message.params;
      const where =
        method === 'conveni'
          ? ja
            ? 'コンビニ'
            : 'a convenience store'
          : ja
            ? 'Pay-easy（銀行ATM・ネットバンキング）'
            : 'Pay-easy (bank ATM or online banking)';
      return ja
        ? {
            subject: '【音届け】お支払い番号のお知らせ',
            text: `${name} 様\n\n「${item}」のお支払い（${total}）を受け付けました。\n${deadline} までに${where}で以下の番号でお支払いください。期限を過ぎるとお支払いは無効になります。\n\n${numbers}\n\nお支払いの状況はこちらで確認できます。\n${url}`,
          }
        : {
            subject: '[Otodoke] Your payment numbers',
            text: `Hello ${name},\n\nWe have received your order for "${item}" (${total}).\nPlease pay at ${where} with the numbers below by ${deadline}. After that the payment can no longer be made.\n\n${numbers}\n\nSee the state of your payment here:\n${url}`,
          };
    }
    case 'payment_paid': {
      const { name, item, total, receiptNumber, url } = message.params;
      return ja
        ? {
            subject: '【音届け】お支払いが完了しました',
            text: `${name} 様\n\n「${item}」のお支払い（${total}）が完了しました。ありがとうございます。\n領収書番号: ${receiptNumber}\n\n領収書はお支払い履歴からダウンロードできます。\n${url}`,
          }
        : {
            subject: '[Otodoke] Payment received',
            text: `Hello ${name},\n\nThank you: your payment for "${item}" (${total}) is complete.\nReceipt number: ${receiptNumber}\n\nYou can download the receipt from your payment history:\n${url}`,
          };
    }
    case 'payment_expired': {
      const { name, item, total, url } = message.params;
      return ja
        ? {
            subject: '【音届け】お支払い期限が過ぎました',
            text: `${name} 様\n\n「${item}」のお支払い（${total}）は、期限までにお支払いが確認できなかったため無効になりました。\n引き続きご利用の場合は、もう一度お支払い手続きをしてください。\n\n${url}`,
          }
        : {
            subject: '[Otodoke] Your payment deadline has passed',
            text: `Hello ${name},\n\nThe payment for "${item}" (${total}) was not received by its deadline and is no longer valid.\nTo go on, please start the payment again.\n\n${url}`,
          };
    }
    case 'feature_notice_confirm': {
      const { feature, confirmUrl, unsubscribeUrl, hours } = message.params;
      return ja
        ? {
            subject: `【音届け】「${feature}」開始のお知らせメールの登録確認`,
            text: `「${feature}」の提供開始をメールでお知らせするご登録を受け付けました。\n以下のリンクを開いて、登録を完了してください（${hours}時間有効）。\n\n${confirmUrl}\n\nお心当たりのない場合は、このメールを破棄してください。リンクを開かなければ登録されません。\n\nお知らせを停止する: ${unsubscribeUrl}`,
          }
        : {
            subject: `[Otodoke] Confirm your notice for "${feature}"`,
            text: `We received a request to tell this address by e-mail when "${feature}" opens.\nOpen this link to confirm it (valid for ${hours} hours):\n\n${confirmUrl}\n\nIf you did not ask for this, ignore this mail: nothing is registered unless the link is opened.\n\nStop this notice: ${unsubscribeUrl}`,
          };
    }
    case 'feature_notice_opened': {
      const { feature, pageUrl, unsubscribeUrl } = message.params;
      return ja
        ? {
            subject: `【音届け】「${feature}」の提供を開始しました`,
            text: `お待たせしました。ご登録いただいていた「${feature}」の提供を開始しました。\n詳しくは以下のページをご覧ください。\n\n${pageUrl}\n\nこのお知らせは、ご登録いただいたメールアドレスに一度だけお送りしています。\n\nお知らせを停止する: ${unsubscribeUrl}`,
          }
        : {
            subject: `[Otodoke] "${feature}" is now available`,
            text: `Thank you for waiting: "${feature}", which you asked to hear about, is now available.\nSee the details here:\n\n${pageUrl}\n\nThis notice is sent once to the address you registered.\n\nStop this notice: ${unsubscribeUrl}`,
          };
    }
    case 'release_notice':
    case 'account_notice': {
      const { name, subject, body, url } = message.params;
      return ja
        ? { subject: `【音届け】${subject}`, text: `${name} 様\n\n${body}\n\n${url}` }
        : { subject: `[Otodoke] ${subject}`, text: `Hello ${name},\n\n${body}\n\n${url}` };
    }
    case 'bulk_upload_finished': {
      const { name, accountName, fileName, succeeded, releaseCount, reason, url } = message.params;
      if (succeeded) {
        return ja
          ? {
              subject: '【音届け】CSV一括登録が完了しました',
              text: `${name} 様\n\nアカウント「${accountName}」のCSV一括登録（${fileName}）が完了し、${releaseCount}件のリリースを下書きとして登録しました。\n音源やアートワークを追加して、リリースの申請へ進んでください。\n\n${url}`,
            }
          : {
              subject: '[Otodoke] Your CSV bulk upload is registered',
              text: `Hello ${name},\n\nThe CSV bulk upload (${fileName}) of the account "${accountName}" is done: ${releaseCount} releases were saved as drafts.\nAdd their audio and artwork, then submit them.\n\n${url}`,
            };
      }
      return ja
        ? {
            subject: '【音届け】CSV一括登録を完了できませんでした',
            text: `${name} 様\n\nアカウント「${accountName}」のCSV一括登録（${fileName}）を完了できませんでした。リリースは1件も登録されていません。\n\n理由: ${reason}\n\n内容を確認して、修正したファイルをもう一度アップロードしてください。\n\n${url}`,
          }
        : {
            subject: '[Otodoke] Your CSV bulk upload could not be registered',
            text: `Hello ${name},\n\nThe CSV bulk upload (${fileName}) of the account "${accountName}" could not be registered. No release was saved.\n\nReason: ${reason}\n\nCheck the details and upload the corrected file again.\n\n${url}`,
          };
    }
  }
}

export function renderMail(message: MailMessage, language: Language): RenderedMail {
  const rendered = render(message, language);
  return { subject: rendered.subject, text: rendered.text + SIGNATURE[language] };
}
