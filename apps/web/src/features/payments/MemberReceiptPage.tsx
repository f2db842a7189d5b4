import { Navigate, useLocation } from 'react-router';

/** /member/receipt (the old address of receipts): the receipt tab of account settings, with the same query. */
export function MemberReceiptPage() {
  const { search } = useLocation();
  return <Navigate to={`/dashboard/profile/receipt${search}`} replace />;
}
