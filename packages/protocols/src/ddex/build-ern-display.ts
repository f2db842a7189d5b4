// Titles, display artists, P/C lines, durations, parental warnings and File elements shared by ERN resources and
// releases.
import { KANA_SCRIPT, LATIN_SCRIPT, type PartyRegistry } from './build-ern-parties.ts';
import type { ErnArtistCredit, ErnFileRef } from './ern-types.ts';
import { el, textEl, type XmlElement } from './xml-writer.ts';

/** "Title (Version)", or the title alone. */
export const fullTitle = (title: string, version: string): string =>
  version.trim() ? `${title.trim()} (${version.trim()})` : title.trim();

/** DisplayTitleText, then DisplayTitle with the version as a SubTitle of type Version. */
export const titleElements = (title: string, version: string): XmlElement[] => [
  textEl('DisplayTitleText', fullTitle(title, version)),
  el(
    'DisplayTitle',
    { IsDefault: true },
    textEl('TitleText', title.trim()),
    version.trim() ? textEl('SubTitle', version.trim(), { SubTitleType: 'Version' }) : undefined,
  ),
];

const joinNames = (names: readonly string[]): string =>
  names.length <= 2 ? names.join(' & ') : `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;

/** "Main & Main feat. Featured", in one script (a missing transcription falls back to the name). */
export const displayArtistText = (
  artists: readonly ErnArtistCredit[],
  pick: (artist: ErnArtistCredit) => string | undefined = (artist) => artist.name,
): string => {
  const nameOf = (artist: ErnArtistCredit) => (pick(artist)?.trim() || artist.name).trim();
  const main = joinNames(artists.filter((artist) => artist.role === 'MainArtist').map(nameOf));
  const featured = joinNames(artists.filter((artist) => artist.role === 'FeaturedArtist').map(nameOf));
  if (!featured) return main;
  return main ? `${main} feat. ${featured}` : featured;
};

/** DisplayArtistName (default, then katakana and Latin versions when known) and one DisplayArtist per credit. */
export const displayArtistElements = (artists: readonly ErnArtistCredit[], parties: PartyRegistry): XmlElement[] => {
  const hasKana = artists.some((artist) => artist.nameKana?.trim());
  const hasEn = artists.some((artist) => artist.nameEn?.trim());
  return [
    textEl('DisplayArtistName', displayArtistText(artists), { IsDefault: true }),
    ...(hasKana
      ? [
          textEl(
            'DisplayArtistName',
            displayArtistText(artists, (a) => a.nameKana),
            { LanguageAndScriptCode: KANA_SCRIPT },
          ),
        ]
      : []),
    ...(hasEn
      ? [
          textEl(
            'DisplayArtistName',
            displayArtistText(artists, (a) => a.nameEn),
            { LanguageAndScriptCode: LATIN_SCRIPT },
          ),
        ]
      : []),
    ...artists.map((artist, index) =>
      el(
        'DisplayArtist',
        { SequenceNumber: index + 1 },
        textEl('ArtistPartyReference', parties.referenceOf(artist.name)),
        textEl('DisplayArtistRole', artist.role),
      ),
    ),
  ];
};

export const pLineElement = (line: { readonly year: number; readonly text: string }): XmlElement =>
  el('PLine', {}, textEl('Year', line.year), textEl('PLineText', line.text));

export const cLineElement = (line: { readonly year: number; readonly text: string }): XmlElement =>
  el('CLine', {}, textEl('Year', line.year), textEl('CLineText', line.text));

/** A decimal without trailing zeros, at most three places: 44.1, 48, 29.97. */
export const formatDecimal = (value: number): string => String(Number(value.toFixed(3)));

/** xs:duration from seconds, to the millisecond: PT4M23.583S, PT1H2M, PT0S. */
export const isoDuration = (seconds: number): string => {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor((totalMs % 3_600_000) / 60_000);
  const restMs = totalMs % 60_000;
  let text = 'PT';
  if (hours) text += `${hours}H`;
  if (minutes) text += `${minutes}M`;
  if (restMs || (!hours && !minutes)) text += `${formatDecimal(restMs / 1000)}S`;
  return text;
};

export const parentalWarning = (isExplicit: boolean): string => (isExplicit ? 'Explicit' : 'NotExplicit');

/** A delivered file: its URI in the release folder, MD5 (lower-case hex) and size. */
export const fileElement = (file: ErnFileRef): XmlElement =>
  el(
    'File',
    {},
    textEl('URI', file.uri),
    el('HashSum', {}, textEl('Algorithm', 'MD5'), textEl('HashSumValue', file.md5.trim().toLowerCase())),
    textEl('FileSize', file.sizeBytes),
  );
