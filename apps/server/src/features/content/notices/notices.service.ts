// Popups and one-time alerts for the acting account: which to show now (display once: the first request to record
// the showing wins; until read: at each visit until read), marking read or clicked, operators' preview and counts.
import { type Notice, renderContentHtml } from '@otodoke/contract';
import { AppError, type Language } from '@otodoke/domain';
import type { Db } from '../../../platform/db/client.ts';
import type { ActingAccount } from '../../../platform/http/context.ts';
import * as repo from './notices.repository.ts';

/** The flag that lets an account see popups as a modal (spec: message modal). */
export const MESSAGE_MODAL_FLAG = 'isMessageModalAvailable';

export function audienceOf(account: ActingAccount): repo.NoticeAudience {
  return {
    accountId: account.row.id,
    personCompanyType: account.row.personCompanyType,
    accountModelType: account.row.accountModelType,
    plan: account.row.plan,
    enabledFlags: Object.entries(account.features)
      .filter(([, on]) => on)
      .map(([flag]) => flag),
  };
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The notice in the reader's language, else the other one (flagged); null when it has no text at all. */
function present(row: repo.NoticeRow, texts: repo.NoticeTextRow[], language: Language): Notice | null {
  const mine = texts.filter((text) => text.entry_id === row.id);
  const text = mine.find((t) => t.language === language) ?? mine[0];
  if (!text) return null;
  return {
    id: row.id,
    kind: row.kind,
    language: text.language,
    is_other_language: text.language !== language,
    title: text.title,
    body_html: renderContentHtml(text.body),
    display: row.display,
    cta_url: row.cta_url,
    banner_colour: row.kind === 'alert' ? (row.banner_colour ?? 'white') : null,
    publish_at: iso(row.publish_at),
    ends_at: iso(row.ends_at),
  };
}

export function createNoticesService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function presentAll(rows: repo.NoticeRow[], language: Language): Promise<Notice[]> {
    const texts = await repo.textsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => present(row, texts, language)).filter((notice): notice is Notice => notice !== null);
  }

  /**
   * Keeps the rows to show now and records their showing: a `once` entry only when this request's insert made the
   * view (so it shows a single time even to two tabs at once), an `until_read` entry while unread.
   * `record` false (an operator's takeover) shows without recording.
   */
  async function dueRows(rows: repo.NoticeRow[], accountId: number, record: boolean): Promise<repo.NoticeRow[]> {
    const due: repo.NoticeRow[] = [];
    const at = now();
    for (const row of rows) {
      if (row.display === 'once') {
        if (row.shown_at !== null) continue;
        if (record && !(await repo.recordShown(db, row.id, accountId, at))) continue;
      } else {
        if (row.read_at !== null) continue;
        if (record) await repo.recordShown(db, row.id, accountId, at);
      }
      due.push(row);
    }
    return due;
  }

  return {
    /** `again` (?show_notice=1): the latest popup targeting the account, shown or read before or not. */
    async popups(account: ActingAccount, language: Language, options: { again: boolean; record: boolean }) {
      if (!account.features[MESSAGE_MODAL_FLAG as keyof typeof account.features]) return { items: [] };
      const rows = await repo.listTargeted(db, 'popup', audienceOf(account), now());
      if (options.again) {
        const latest = rows.slice(0, 1);
        if (options.record && latest[0]) await repo.recordShown(db, latest[0].id, account.row.id, now());
        return { items: await presentAll(latest, language) };
      }
      return { items: await presentAll(await dueRows(rows, account.row.id, options.record), language) };
    },

    async readPopup(account: ActingAccount, id: number) {
      const row = await repo.findTargeted(db, 'popup', id, audienceOf(account), now());
      if (!row) throw new AppError('NOT_FOUND');
      await repo.recordRead(db, id, account.row.id, null, now());
      return { ok: true as const };
    },

    async alert(account: ActingAccount, language: Language, options: { record: boolean }) {
      const rows = await repo.listTargeted(db, 'alert', audienceOf(account), now());
      for (const row of rows) {
        const [due] = await dueRows([row], account.row.id, options.record);
        if (!due) continue;
        const [alert] = await presentAll([due], language);
        if (alert) return { alert };
      }
      return { alert: null };
    },

    /** The spec's 403 on /one_time_alert: an alert not for this account. */
    async clickAlert(account: ActingAccount, id: number, part: 'close' | 'cta') {
      const row = await repo.findTargeted(db, 'alert', id, audienceOf(account), now());
      if (!row) throw new AppError('FORBIDDEN');
      await repo.recordRead(db, id, account.row.id, part, now());
      return { ok: true as const };
    },

    async preview(id: number, language: Language): Promise<Notice> {
      const row = await repo.findEntry(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      const [notice] = await presentAll([row], language);
      if (!notice) throw new AppError('NOT_FOUND');
      return notice;
    },

    async stats(id: number) {
      const row = await repo.findEntry(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return { entry_id: row.id, kind: row.kind, ...(await repo.countViews(db, id)) };
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
