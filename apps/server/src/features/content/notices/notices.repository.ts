// SQL for popups and one-time alerts: which ones target an account now, their texts, recording that one was shown
// (once, whoever asks first), read or clicked, and the counts per entry for operators.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client.ts';
import { selectRows } from '../../../platform/db/rows.ts';
import type { ContentLanguage, StoredDocument } from '../../../platform/db/schema.ts';

export type NoticeKind = 'popup' | 'alert';

/** What targeting compares: the acting account's facts and the feature flags it has on. */
export interface NoticeAudience {
  accountId: number;
  personCompanyType: string;
  accountModelType: string;
  plan: string;
  enabledFlags: string[];
}

export interface NoticeRow {
  id: number;
  kind: NoticeKind;
  status: string;
  publish_at: Date | string | null;
  display: 'once' | 'until_read';
  cta_url: string | null;
  /** An alert's banner colour (null: white, as set before colours existed); null for a popup. */
  banner_colour: 'white' | 'black' | null;
  ends_at: Date | string | null;
  shown_at: Date | string | null;
  read_at: Date | string | null;
}

export interface NoticeTextRow {
  entry_id: number;
  language: ContentLanguage;
  title: string;
  body: StoredDocument;
}

/** Published (or scheduled and due), not ended, and every targeting list empty or holding the account's value. */
function targets(audience: NoticeAudience, now: Date) {
  const at = now.toISOString();
  const one = (value: string) => JSON.stringify([value]);
  return sql`e.status in ('published', 'scheduled') and e.publish_at <= ${at}::timestamptz
    and (s.ends_at is null or s.ends_at > ${at}::timestamptz)
    and (jsonb_array_length(s.person_company_types) = 0 or s.person_company_types @> ${one(audience.personCompanyType)}::jsonb)
    and (jsonb_array_length(s.account_model_types) = 0 or s.account_model_types @> ${one(audience.accountModelType)}::jsonb)
    and (jsonb_array_length(s.plans) = 0 or s.plans @> ${one(audience.plan)}::jsonb)
    and (s.feature_flag is null
      or s.feature_flag in (select jsonb_array_elements_text(${JSON.stringify(audience.enabledFlags)}::jsonb)))`;
}

const COLUMNS = sql`e.id, e.kind, e.status, e.publish_at, s.display, s.cta_url, s.banner_colour, s.ends_at, v.shown_at,
  v.read_at`;

/** The entries of a kind targeting the account now, newest first, with the account's view of each. */
export function listTargeted(db: Executor, kind: NoticeKind, audience: NoticeAudience, now: Date) {
  return selectRows<NoticeRow>(
    db,
    sql`select ${COLUMNS}
      from content_entries e
      join content_notice_settings s on s.entry_id = e.id
      left join content_notice_views v on v.entry_id = e.id and v.account_id = ${audience.accountId}
      where e.kind = ${kind} and ${targets(audience, now)}
      order by e.publish_at desc, e.id desc
      limit 20`,
  );
}

/** One entry targeting the account now; null when it is not for the account (or not of that kind). */
export async function findTargeted(db: Executor, kind: NoticeKind, id: number, audience: NoticeAudience, now: Date) {
  const [row] = await selectRows<NoticeRow>(
    db,
    sql`select ${COLUMNS}
      from content_entries e
      join content_notice_settings s on s.entry_id = e.id
      left join content_notice_views v on v.entry_id = e.id and v.account_id = ${audience.accountId}
      where e.id = ${id} and e.kind = ${kind} and ${targets(audience, now)}`,
  );
  return row ?? null;
}

/** A popup or alert whatever its status (operators' preview and counts). */
export async function findEntry(db: Executor, id: number) {
  const [row] = await selectRows<NoticeRow>(
    db,
    sql`select e.id, e.kind, e.status, e.publish_at, coalesce(s.display, 'once') as display, s.cta_url,
        s.banner_colour, s.ends_at,
        null as shown_at, null as read_at
      from content_entries e left join content_notice_settings s on s.entry_id = e.id
      where e.id = ${id} and e.kind in ('popup', 'alert')`,
  );
  return row ?? null;
}

export function textsOf(db: Executor, entryIds: number[]) {
  if (entryIds.length === 0) return Promise.resolve([] as NoticeTextRow[]);
  return selectRows<NoticeTextRow>(
    db,
    sql`select entry_id, language, title, body from content_translations
      where entry_id in (${sql.join(
        entryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
}

/**
 * Records that the account was shown the entry. True only for the request whose INSERT made the row: of two tabs
 * asking at once, exactly one shows a `once` popup.
 */
export async function recordShown(db: Executor, entryId: number, accountId: number, now: Date): Promise<boolean> {
  const rows = await selectRows<{ entry_id: number }>(
    db,
    sql`insert into content_notice_views (entry_id, account_id, shown_at)
      values (${entryId}, ${accountId}, ${now.toISOString()}::timestamptz)
      on conflict (entry_id, account_id) do nothing
      returning entry_id`,
  );
  return rows.length > 0;
}

/** Marks it read (and the clicked part, for an alert) the first time only; later calls change nothing. */
export async function recordRead(
  db: Executor,
  entryId: number,
  accountId: number,
  part: 'close' | 'cta' | null,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.execute(
    sql`insert into content_notice_views (entry_id, account_id, shown_at, read_at, clicked_part)
      values (${entryId}, ${accountId}, ${at}::timestamptz, ${at}::timestamptz, ${part})
      on conflict (entry_id, account_id) do update
        set read_at = excluded.read_at, clicked_part = excluded.clicked_part
        where content_notice_views.read_at is null`,
  );
}

export async function countViews(db: Executor, entryId: number) {
  const [row] = await selectRows<{ shown: number; read: number; close_clicks: number; cta_clicks: number }>(
    db,
    sql`select count(*)::int as shown,
        (count(*) filter (where read_at is not null))::int as read,
        (count(*) filter (where clicked_part = 'close'))::int as close_clicks,
        (count(*) filter (where clicked_part = 'cta'))::int as cta_clicks
      from content_notice_views where entry_id = ${entryId}`,
  );
  return row ?? { shown: 0, read: 0, close_clicks: 0, cta_clicks: 0 };
}
