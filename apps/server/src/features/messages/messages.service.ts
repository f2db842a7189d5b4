// Messages: the account's inbox (personal and general, read marks per account), operators' general messages, and
// personal messages other features post inside their own transactions.
import type { generalMessageInputSchema } from '@otodoke/contract';
import { AppError, isServicePath, type Language, type LocalisedText, VALIDATION_MESSAGES } from '@otodoke/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { IndividualRow } from '../../platform/auth/sessions.ts';
import type { Db, Executor } from '../../platform/db/client.ts';
import { selectRows } from '../../platform/db/rows.ts';
import type { ActingAccount } from '../../platform/http/context.ts';
import { presentAdminMessage, presentCounts, presentMessage } from './messages.presenter.ts';
import * as repo from './messages.repository.ts';

export interface MessageCounts {
  general: number;
  personal: number;
  total: number;
}

export interface PersonalMessageInput {
  accountId: number;
  title: LocalisedText;
  body: LocalisedText;
  /** A page of the service the message is about ("/" first), e.g. `/dashboard/releases/new?release_id=3`. */
  linkPath?: string;
  /** The picture shown with it (chart_in, report, other); none when absent. */
  staticImageType?: 'chart_in' | 'report' | 'other';
}

/**
 * Posts a message to one account's inbox in the caller's transaction, so it exists exactly when the change it tells
 * about does (e.g. an operator's decision on a release).
 */
export async function postPersonalMessage(tx: Executor, input: PersonalMessageInput): Promise<{ id: number }> {
  if (input.linkPath !== undefined && !isServicePath(input.linkPath)) {
    throw new Error(`a message links to a page of the service, not ${JSON.stringify(input.linkPath)}`);
  }
  const row = await repo.insertMessage(tx, {
    accountId: input.accountId,
    type: 'personal',
    titleJa: input.title.ja,
    titleEn: input.title.en,
    bodyJa: input.body.ja,
    bodyEn: input.body.en,
    linkPath: input.linkPath ?? null,
    staticImageType: input.staticImageType ?? null,
  });
  return { id: row.id };
}

/** Unread messages of an account, general and personal, and their sum (the session state's message counts). */
export async function countUnreadMessages(db: Executor, accountId: number): Promise<MessageCounts> {
  return presentCounts(await repo.unreadCounts(db, accountId));
}

type GeneralMessageInput = z.output<typeof generalMessageInputSchema>;

/** The name of the individual whose id a column gives, as a scalar subquery (the accounts capability's). */
export type IndividualNameSql = (individualId: AnyColumn | SQL) => SQL<string | null>;

/** Every account as a subquery (the accounts capability's), to count who a general message goes to. */
export type AccountsSql = () => SQL;

export function createMessagesService(deps: {
  db: Db;
  individualNameSql: IndividualNameSql;
  accountsSql: AccountsSql;
}) {
  const { db } = deps;
  return {
    async list(
      account: ActingAccount,
      query: { type?: repo.MessageType | undefined; unread?: boolean | undefined; page: number; limit: number },
      language: Language,
    ) {
      const { rows, total } = await repo.listForAccount(db, account.row.id, {
        type: query.type,
        unreadOnly: query.unread ?? false,
        page: query.page,
        limit: query.limit,
      });
      return {
        items: rows.map((row) => presentMessage(row.message, row.readAt, language)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async read(account: ActingAccount, messageId: number): Promise<MessageCounts> {
      // Another account's personal message does not exist for this one.
      if (!(await repo.findVisible(db, account.row.id, messageId))) throw new AppError('NOT_FOUND');
      await repo.markRead(db, account.row.id, messageId);
      return countUnreadMessages(db, account.row.id);
    },

    async readAll(account: ActingAccount, type: repo.MessageType | undefined): Promise<MessageCounts> {
      await repo.markAllRead(db, account.row.id, type);
      return countUnreadMessages(db, account.row.id);
    },

    async adminList(query: { page: number; limit: number }) {
      const { rows, total, accountCount } = await repo.listGeneral(
        db,
        query.page,
        query.limit,
        deps.individualNameSql,
        deps.accountsSql,
      );
      return {
        items: rows.map((row) =>
          presentAdminMessage(row.message, row.createdByName, { readCount: row.readCount, accountCount }),
        ),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async adminPost(operator: IndividualRow, input: GeneralMessageInput) {
      const linkPath = input.link_path || null;
      if (linkPath !== null && !isServicePath(linkPath)) {
        throw AppError.invalidFields({ link_path: VALIDATION_MESSAGES.servicePath });
      }
      const row = await repo.insertMessage(db, {
        accountId: null,
        type: 'general',
        titleJa: input.title_ja,
        titleEn: input.title_en,
        bodyJa: input.body_ja,
        bodyEn: input.body_en,
        linkPath,
        staticImageType: input.static_image_type,
        createdBy: operator.id,
      });
      const [accounts] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${deps.accountsSql()} as a`,
      );
      return presentAdminMessage(row, operator.name, { readCount: 0, accountCount: accounts?.n ?? 0 });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
