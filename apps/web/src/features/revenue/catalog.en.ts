// English texts of the revenue screens; same keys as catalog.ja.ts.
import { revenueAdminEn } from './admin/catalog.en.ts';
import type { revenueJa } from './catalog.ja.ts';

export const revenueEn: typeof revenueJa = {
  financial: {
    title: 'Financial report',
    lead: 'Your revenue as confirmed at each month’s close. Confirmed amounts are added to your balance, ready to withdraw.',
    toEstimate: 'Estimate report',
    toBalance: 'View balance',
    modes: {
      label: 'View',
      yearmonth: 'By month',
      fixed: 'Past 12 months',
    },
    monthPicker: 'Month',
    empty: {
      title: 'No confirmed revenue yet',
      body: 'Revenue is confirmed month by month. After each month closes, its statement appears here and the confirmed amount is added to your balance. Until then, see your sales in the estimate report.',
    },
    noStatement: 'There is no statement for {{month}}.',
    total: {
      label: 'Confirmed revenue for {{month}}',
      note: 'Added to your balance',
    },
    byType: 'By revenue type',
    carry:
      'Amounts are the whole yen added to your balance. Fractions of a yen are carried over, never cut: this month adds {{carryIn}} carried in from the month before, and the {{carryOut}} left over (less than ¥1) goes to next month’s statement.',
    carryNone:
      'Amounts are the whole yen added to your balance. When a month leaves a fraction of a yen, it is carried over to the next month.',
    carryBelowZero:
      'Refunds exceeded sales this month, so nothing was added to your balance. The difference of {{carryOut}} will be taken from your next revenue.',
    lines: {
      title: 'Sales',
      description: 'The sales in this statement, converted to yen at the confirmed exchange rates.',
      groupBy: 'Group by',
      byStore: 'By store',
      byRelease: 'By release',
      unknownRelease: '(release not known)',
      quantity_one: '{{quantity}} unit',
      quantity_other: '{{quantity}} units',
      lineCount_one: '{{count}} line',
      lineCount_other: '{{count}} lines',
      late: 'Reported late for {{month}}',
      lateSummary: 'Includes {{amount}} of earlier months’ sales that stores reported after those months closed.',
      none: 'No sales in this statement.',
    },
    splits: {
      title: 'Revenue splits',
      description:
        'Shares with your collaborators, set per release and taken from the confirmed revenue automatically.',
      received: 'Received from collaborators',
      paid: 'Paid to collaborators',
      receivedFrom: 'Split received from {{name}}',
      paidTo: 'Split paid to {{name}}',
      someone: 'a collaborator',
    },
    comparison: {
      title: 'Estimate versus confirmed',
      lead: 'Sales dated in {{month}}, by store: the estimate beside what was confirmed.',
      why: 'Estimates come from the daily data stores send; confirmed amounts come from the stores’ final sales reports received before the close, so confirmed exchange rates and corrections by the stores make them differ. Sales reported after the close are pending and are confirmed in next month’s statement.',
      store: 'Store',
      estimate: 'Estimate',
      confirmed: 'Confirmed',
      fromEarlier: 'From earlier months',
      pending: 'Pending',
      legend: {
        estimate: 'Estimated sales dated in this month (as in the estimate report)',
        confirmed: 'Sales dated in this month that are confirmed',
        fromEarlier: 'Sales dated in earlier months, confirmed in this statement',
        pending: 'Reported after the close; expected to be confirmed next month',
      },
      total: 'Total',
      none: 'No sales dated in this month.',
    },
  },
  history: {
    title: 'Confirmed revenue, past 12 months',
    description: 'Each month’s confirmed revenue by revenue type.',
    chart: 'Confirmed revenue by month (chart)',
    month: 'Month',
    total: 'Total',
    open: 'Open the statement for {{month}}',
  },
  balance: {
    title: 'Balance',
    lead: 'Confirmed revenue, revenue splits and referral rewards are paid in here. Withdraw it, or use it to pay for plans.',
    current: 'Current balance',
    pending: 'Withdrawals in progress',
    pendingNote: 'Requested, not yet transferred (already taken from the balance)',
    withdraw: 'Withdraw',
    toReport: 'Financial report',
    history: 'Balance history',
    date: 'Date',
    kind: 'Type',
    memo: 'Memo',
    amount: 'Amount',
    empty: {
      title: 'No balance movements yet',
      body: 'When a month closes and your revenue is confirmed, it is recorded here.',
    },
    kinds: {
      revenue: 'Confirmed revenue',
      split_in: 'Revenue split received',
      split_out: 'Revenue split paid',
      affiliate_reward: 'Referral reward',
      payment: 'Payment',
      withdrawal: 'Withdrawal',
      withdrawal_paid: 'Withdrawal (transferred)',
      withdrawal_rejected: 'Withdrawal returned',
      adjustment: 'Adjustment',
      other: 'Other',
    },
  },
  /** The operators' tools on /admin (loaded with the console's tab too). */
  admin: revenueAdminEn,
};
