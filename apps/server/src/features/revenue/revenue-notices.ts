// Telling an account about its money (a confirmed month, a split invitation answered, a withdrawal paid): mail to its
// account managers and the same words in its inbox, in the caller's transaction.
import type { LocalisedText } from '@otodoke/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { accountMembers, individuals } from '../../platform/db/schema.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { postPersonalMessage } from '../messages/index.ts';

export type NoticeDeps = { readonly mailer: Mailer; readonly publicUrl: string };

export async function notifyAccount(
  tx: Executor,
  deps: NoticeDeps,
  accountId: number,
  words: { subject: LocalisedText; body: LocalisedText },
  linkPath: string,
) {
  const path = `${linkPath}${linkPath.includes('?') ? '&' : '?'}_acid=${accountId}`;
  const managers = await tx
    .select({ email: individuals.email, name: individuals.name, language: individuals.language })
    .from(accountMembers)
    .innerJoin(individuals, eq(individuals.id, accountMembers.individualId))
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.isAccountManager, true)));
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
