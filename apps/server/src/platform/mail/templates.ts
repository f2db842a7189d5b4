// The mails the service sends, in ja and en. Each renders a subject, a plain-text body and a simple HTML body.
type Language = 'ja' | 'en';

export type MailMessage =
  | { template: 'verify_email'; params: { name: string; url: string } }
  | { template: 'signin_code'; params: { name: string; code: string; minutes: number } }
  | { template: 'device_code'; params: { name: string; code: string; minutes: number; userAgent: string } }
  | { template: 'password_reset'; params: { name: string; url: string; minutes: number } }
  | { template: 'password_changed'; params: { name: string } }
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
