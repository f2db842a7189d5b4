// subset-font ships no types: the one call this service makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
