// Telling an account about its money (a confirmed month, a split invitation answered, a withdrawal paid): mail to its
// account managers and the same words in its inbox, in the caller's transaction. Who the managers are and how to
// reach them are read through the team and accounts capabilities (passed-reads.ts).
import type { LocalisedText } from '@otodoke/domain';
import type { Executor } from '../../platform/db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { postPersonalMessage } from '../messages/index.ts';
import type { AccountReads, MemberReads } from './passed-reads.ts';

export type NoticeDeps = {
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly accounts: AccountReads;
  readonly members: MemberReads;
};

export async function notifyAccount(
  tx: Executor,
  deps: NoticeDeps,
  accountId: number,
  words: { subject: LocalisedText; body: LocalisedText },
  linkPath: string,
) {
  const path = `${linkPath}${linkPath.includes('?') ? '&' : '?'}_acid=${accountId}`;
  const managers = await deps.accounts.contactsOfIndividuals(tx, deps.members.accountManagerIdsSql(accountId));
  for (const person of managers) {
    const language = person.language === 'en' ? 'en' : 'ja';
    await deps.mailer.enqueue(tx, person.email, language, {
      template: 'account_notice',
      params: {
        name: person.name,
        subject: words.subject[language],
        body: words.body[language],
        url: `${deps.publicUrl}${path}`,
      },
    });
  }
  await postPersonalMessage(tx, { accountId, title: words.subject, body: words.body, linkPath: path });
}
