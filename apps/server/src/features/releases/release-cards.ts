// Releases as the service shows them outside their account (the curated playlists): a subquery of every release with
// what a card needs and whether it is on sale, for the caller to join into its own statement (one round trip).
import { RELEASE_STATUS, releaseStatusCodesOf } from '@otodoke/domain';
import { type SQL, sql } from 'drizzle-orm';
import { releases } from '../../platform/db/schema.ts';

/** The statuses in which a release is on sale in the stores (renewal periods included). */
export const ON_SALE_STATUS_CODES: readonly number[] = releaseStatusCodesOf('on_sale');

/**
 * Releases not deleted by their owner: id, account_id, title, artwork_upload_id, upc, street_date and on_sale (a
 * boolean), as a subquery to join or select from under an alias of the caller's.
 */
export function releaseCardsSql(): SQL {
  return sql`(select id, account_id, title, artwork_upload_id, upc, requested_sale_start_date as street_date,
      status in (${sql.join(
        ON_SALE_STATUS_CODES.map((code) => sql`${code}`),
        sql`, `,
      )}) as on_sale
    from ${releases} where status <> ${RELEASE_STATUS.deleted_by_user})`;
}
