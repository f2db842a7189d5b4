// The order of the opening-notice table: services with addresses still to tell first (the work to do), then the
// services in preparation with sign-ups, then the rest, each group by the domain's order of services.
export interface NoticeRow {
  built: boolean;
  confirmed: number;
  pending: number;
  toNotify: number;
}

const rank = (row: NoticeRow): number => {
  if (row.built && row.toNotify > 0) return 0;
  if (!row.built && row.confirmed + row.pending > 0) return 1;
  if (!row.built) return 2;
  return 3;
};

export function noticeRowsInOrder<T extends NoticeRow>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}
