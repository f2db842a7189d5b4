// Every figure of a `npm run bench` run, by part, written as JSON at the end (`BENCH_OUT`) so that a later change can
// be compared with this one.
export const figures: Record<string, Record<string, unknown>> = {};

/** Keeps one figure (a number, or an object of them) of a part under a name. */
export function record(part: string, name: string, value: unknown): void {
  figures[part] ??= {};
  figures[part][name] = value;
}
