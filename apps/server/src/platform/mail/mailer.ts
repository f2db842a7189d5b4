// Outbound mail: every message is written to outbound_mail in the caller's transaction and delivered by a job.
// Without SMTP settings the message stays in the developer mailbox (/dev/mailbox) outside production.
import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Executor } from '../db/client.ts';
import { outboundMail } from '../db/schema.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Logger } from '../logger.ts';
import { type MailMessage, renderMail } from './templates.ts';

export const MAIL_QUEUE = 'mail-deliver';

export interface Mailer {
  /** Writes the message and enqueues its delivery inside `tx`, so nothing is mailed for a rolled-back write. */
  enqueue(tx: Executor, to: string, language: 'ja' | 'en', message: MailMessage): Promise<void>;
  deliver(mailId: number): Promise<void>;
  readonly usesDevMailbox: boolean;
}

export function createMailer(options: {
  db: Db;
  jobs: Jobs;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
  keepBodies: boolean;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    usesDevMailbox: transport === null,
    async enqueue(tx: Executor, to, language, message) {
      const rendered = renderMail(message, language);
      const [row] = await tx
        .insert(outboundMail)
        .values({ to, subject: rendered.subject, text: rendered.text, template: message.template })
        .returning({ id: outboundMail.id });
      await options.jobs.send(MAIL_QUEUE, { mail_id: row!.id }, { tx, singletonKey: `mail-${row!.id}` });
    },
    async deliver(mailId) {
      const [mail] = await options.db.select().from(outboundMail).where(eq(outboundMail.id, mailId));
      if (!mail || mail.sentAt) return;
      if (transport) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      }
      await options.db
        .update(outboundMail)
        .set({ sentAt: new Date(), ...(options.keepBodies || !transport ? {} : { text: '' }) })
        .where(eq(outboundMail.id, mailId));
      options.logger.info({ mailId, template: mail.template }, 'mail delivered');
    },
  };
}

/** The newest mail the service wrote (to one address, or to anyone), for the development mailbox. */
export async function recentMail(db: Executor, to: string | undefined, limit: number) {
  return db
    .select()
    .from(outboundMail)
    .where(to ? eq(outboundMail.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outboundMail.id))
    .limit(limit);
}
