// Recording and product identifiers: ISRC (ISO 3901) and UPC/JAN/EAN (GS1 GTIN-12/13).

/** CC-XXX-YY-NNNNN, hyphens optional; country and registrant are upper-cased by `normaliseIsrc`. */
const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}\d{2}\d{5}$/;

export const normaliseIsrc = (value: string): string => value.trim().replaceAll('-', '').toUpperCase();
export const isIsrc = (value: string): boolean => ISRC_PATTERN.test(normaliseIsrc(value));
export const formatIsrc = (isrc: string): string => {
  const v = normaliseIsrc(isrc);
  return `${v.slice(0, 2)}-${v.slice(2, 5)}-${v.slice(5, 7)}-${v.slice(7)}`;
};

/** A registrant prefix: two-letter country code and three-character registrant code ("JPZ99"). */
export const isIsrcPrefix = (value: string): boolean => /^[A-Z]{2}[A-Z0-9]{3}$/.test(value);

/** The ISRC for designation `sequence` (0..99999) of `year` under `prefix`. */
export const buildIsrc = (prefix: string, year: number, sequence: number): string => {
  if (!isIsrcPrefix(prefix)) throw new Error(`invalid ISRC prefix ${prefix}`);
  if (!Number.isInteger(sequence) || sequence < 0 || sequence > 99_999) throw new Error('ISRC range exhausted');
  return `${prefix}${String(year % 100).padStart(2, '0')}${String(sequence).padStart(5, '0')}`;
};

export const ISRC_DESIGNATIONS_PER_YEAR = 100_000;

/** GS1 mod-10 check digit of the digits before it (weights 3,1,3,… from the right). */
export const gs1CheckDigit = (body: string): number => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
};

export const normaliseUpc = (value: string): string => value.trim().replaceAll(/[\s-]/g, '');

/** A 12-digit UPC-A or a 13-digit EAN/JAN with a correct check digit. */
export const isUpc = (value: string): boolean => {
  const v = normaliseUpc(value);
  if (!/^\d{12}$|^\d{13}$/.test(v)) return false;
  return gs1CheckDigit(v.slice(0, -1)) === Number(v.at(-1));
};

/**
 * The product code `sequence` under a GS1 company prefix: the prefix, the item reference padded to fill 12 digits,
 * then the check digit. Returns undefined when the prefix has no room left for `sequence`.
 */
export const buildUpc = (companyPrefix: string, sequence: number): string | undefined => {
  if (!/^\d{6,11}$/.test(companyPrefix)) throw new Error(`invalid GS1 company prefix ${companyPrefix}`);
  const width = 12 - companyPrefix.length;
  if (!Number.isInteger(sequence) || sequence < 0 || sequence >= 10 ** width) return undefined;
  const body = companyPrefix + String(sequence).padStart(width, '0');
  return body + String(gs1CheckDigit(body));
};

export const upcCapacity = (companyPrefix: string): number => 10 ** (12 - companyPrefix.length);

/** Apple Music artist ids are numbers; pasted URLs look like https://music.apple.com/jp/artist/name/1234567890. */
export const parseAppleMusicArtistRef = (value: string): string | undefined => {
  const v = value.trim();
  if (/^\d{5,15}$/.test(v)) return v;
  const match =
    /^https:\/\/(?:music|itunes)\.apple\.com\/(?:[a-z]{2}\/)?artist\/(?:[^/?#]+\/)?(?:id)?(\d{5,15})(?:[/?#].*)?$/.exec(
      v,
    );
  return match?.[1];
};

/** Spotify artist ids are 22 base-62 characters, alone, in an open.spotify.com URL or as spotify:artist:…. */
export const parseSpotifyArtistRef = (value: string): string | undefined => {
  const v = value.trim();
  if (/^[0-9A-Za-z]{22}$/.test(v)) return v;
  const uri = /^spotify:artist:([0-9A-Za-z]{22})$/.exec(v);
  if (uri) return uri[1];
  const url =
    /^https:\/\/open\.spotify\.com\/(?:intl-[a-z]{2}(?:-[a-zA-Z]+)?\/)?artist\/([0-9A-Za-z]{22})(?:[/?#].*)?$/.exec(v);
  return url?.[1];
};
