// Who may read reports and revenue: the "reports & revenue" permission (3000), read-only or editable; managers all.
import type { Session } from '../../app/bootstrap.ts';

/** Members without the permission are not shown a page they cannot read (the side navigation leaves it out). */
export function canSeeReports(session: Session | undefined): boolean {
  const level = session?.individual?.permissions['3000'];
  return (
    Boolean(session?.user) &&
    (session?.individual?.isAccountManager === true || level === 'readonly' || level === 'editable')
  );
}
