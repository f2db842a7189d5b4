// English texts of the operators' withdrawals tool on /admin; same keys as catalog.ja.ts.
import type { withdrawalAdminJa } from './catalog.ja.ts';

export const withdrawalAdminEn: typeof withdrawalAdminJa = {
  title: 'Withdrawals',
  lead: 'Withdrawal requests. Once the transfer is made, mark it paid; if it cannot be made, reject it with a reason (the amount returns to the balance).',
  tabsLabel: 'Status of withdrawal requests',
  tabs: { requested: 'Requested', paid: 'Paid', rejected: 'Rejected' },
  count: '{{count}} requests',
  tableLabel: 'Withdrawal requests',
  pagination: 'Pages of withdrawal requests',
  columns: {
    account: 'Account',
    bank: 'Bank account',
    amount: 'Amount',
    decision: 'Result',
  },
  bankValue: '{{bank}} ({{bankCode}}), {{branch}} ({{branchCode}})',
  accountValue: '{{type}} {{number}}',
  accountTypes: { savings: 'Savings', checking: 'Checking' },
  amountValue: 'Requested {{amount}}',
  feeValue: 'Fee {{fee}}',
  netValue: 'To transfer {{net}}',
  markPaid: 'Mark paid',
  markPaidLabel: 'Mark {{net}} to {{account}} paid',
  paidTitle: 'Mark it paid?',
  paidBody:
    'Records that {{net}} was transferred to {{account}} ({{bank}}, {{branch}}, {{type}} {{number}}, {{holder}}).',
  paidOk: 'Mark paid',
  paid: 'Marked paid',
  reject: 'Reject',
  rejectLabel: 'Reject the withdrawal of {{account}}',
  rejectTitle: 'Reject the withdrawal',
  rejectBody:
    'The withdrawal of {{account}} ({{amount}}) is rejected. The amount returns to their balance and they are told the reason. This cannot be undone.',
  rejectReason: 'Reason',
  rejectHelp: 'E.g. The account holder name did not match, so the transfer could not be made.',
  rejectOk: 'Reject',
  rejected: 'Rejected',
  empty: {
    requested: 'No withdrawals waiting',
    paid: 'No paid withdrawals',
    rejected: 'No rejected withdrawals',
  },
};
