// Dates as Japan reads them: voucher deadlines end at 23:59:59 Tokyo time and a card's MM/YY is a Tokyo month.
// Japan has no daylight saving, so a fixed +9 hours is exact.

const JST_OFFSET_SECONDS = 9 * 3600;

/** 23:59:59 Asia/Tokyo, `days` calendar days after today in Tokyo, in unix seconds. */
export function endOfTokyoDay(now: Date, days: number): number {
  const tokyoDay = Math.floor((now.getTime() / 1000 + JST_OFFSET_SECONDS) / 86_400);
  return (tokyoDay + days + 1) * 86_400 - 1 - JST_OFFSET_SECONDS;
}

/** The year and month (1–12) it is in Tokyo. */
export function tokyoYearMonth(now: Date): { year: number; month: number } {
  const tokyo = new Date(now.getTime() + JST_OFFSET_SECONDS * 1000);
  return { year: tokyo.getUTCFullYear(), month: tokyo.getUTCMonth() + 1 };
}
