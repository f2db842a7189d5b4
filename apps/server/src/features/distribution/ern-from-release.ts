// A stored release in the words of a DDEX NewReleaseMessage for one store, and the files that go with it (with the
// songs' immersive editions for a store that takes their format).
import {
  GENRES,
  RELEASE_TYPE_RULES,
  type ReleaseType,
  storeDealTerms,
  storeTakesImmersive,
  todayInTokyo,
} from '@otodoke/domain';
import type {
  ErnDeal,
  ErnImmersiveEdition,
  ErnMessageInput,
  ErnParty,
  ErnTrack,
} from '@otodoke/protocols/ddex/ern-types.ts';
import type { DeliverableImmersive } from '../immersive-audio/index.ts';
import type { ReleaseView } from '../releases/index.ts';

/** A file of the delivery. `immersive`: an immersive edition's, sent with updates too (added after the release). */
export type DeliveryFile = { path: string; storageKey: string; size: number; md5: string; immersive?: boolean };

/** The file name a resource gets inside the release folder: `resources/<ICPN>_<disc>_<track>.<ext>`. */
const resourceName = (icpn: string, position: number, ext: string) =>
  `resources/${icpn}_01_${String(position).padStart(3, '0')}.${ext}`;

const extensionOf = (name: string, fallback: string) => {
  const match = /\.([a-z0-9]{2,4})$/i.exec(name);
  return (match?.[1] ?? fallback).toLowerCase();
};

const ymd = (value: string, fallback: Date): string => {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : fallback.toISOString().slice(0, 10);
};

export class IncompleteReleaseError extends Error {}

const IMMERSIVE_FILE_SUFFIX = { dolby: 'atmos.wav', '360RA': '360ra.mp4' } as const;

/** The immersive editions of one song the store takes, with their files added to the delivery's. */
function immersiveEditionsOf(
  songId: number,
  position: number,
  icpn: string,
  storeId: string,
  deliverable: readonly DeliverableImmersive[],
  md5Of: (uploadId: number) => string,
  files: DeliveryFile[],
): ErnImmersiveEdition[] {
  return deliverable
    .filter((entry) => entry.songId === songId && storeTakesImmersive(storeId, entry.format))
    .map((entry) => {
      const path = `resources/${icpn}_01_${String(position).padStart(3, '0')}_${IMMERSIVE_FILE_SUFFIX[entry.format]}`;
      const md5 = entry.md5 ?? md5Of(entry.uploadId);
      files.push({ path, storageKey: entry.storageKey, size: entry.sizeBytes, md5, immersive: true });
      const { facts } = entry;
      if (!facts.sample_rate) throw new IncompleteReleaseError(`immersive file of song ${songId} has no sample rate`);
      return {
        format: entry.format,
        container: facts.container,
        uri: path,
        md5,
        sizeBytes: entry.sizeBytes,
        sampleRateHz: facts.sample_rate,
        ...(facts.bit_depth ? { bitsPerSample: facts.bit_depth } : {}),
        ...(facts.channels ? { channels: facts.channels } : {}),
        ...(facts.objects ? { audioObjects: facts.objects } : {}),
      };
    });
}

/**
 * Builds the message input and the list of files for one store. `deals` empty: a takedown. Throws
 * IncompleteReleaseError when a file or identifier is missing (a release that passed review always has them).
 */
export function ernFromRelease(
  view: ReleaseView,
  options: {
    messageId: string;
    threadId: string;
    sender: ErnParty;
    recipient: ErnParty;
    storeId: string;
    isTakedown: boolean;
    labelFallback: string;
    md5Of: (uploadId: number) => string;
    now: Date;
    /** When the store first put the release on sale (an update of a release it sells keeps its deals' start). */
    onSaleSince?: Date | null;
    /** The release's deliverable immersive editions; each goes only to a store that takes its format. */
    immersive?: readonly DeliverableImmersive[];
  },
): { input: ErnMessageInput; files: DeliveryFile[] } {
  const { release } = view;
  const type = release.type as ReleaseType;
  const media = RELEASE_TYPE_RULES[type].media;
  const icpn = release.upc;
  if (!icpn) throw new IncompleteReleaseError(`release ${release.id} has no UPC`);
  const artwork = view.artwork;
  if (artwork?.status !== 'accepted' || !artwork.storageKey)
    throw new IncompleteReleaseError(`release ${release.id} has no accepted artwork`);
  const year = Number(release.copyrightYear) || options.now.getUTCFullYear();
  const holder = release.copyrightHolder || release.labelName || options.labelFallback;
  const line = { year, text: `${year} ${holder}` };
  const files: DeliveryFile[] = [];
  const artworkFacts = (artwork.facts ?? {}) as Record<string, unknown>;
  const artworkPath = `resources/${icpn}_cover.${artworkFacts.format === 'png' ? 'png' : 'jpg'}`;
  files.push({
    path: artworkPath,
    storageKey: artwork.storageKey,
    size: artwork.sizeBytes,
    md5: options.md5Of(artwork.id),
  });

  const tracks: ErnTrack[] = view.songs.map(({ song, artists, file }, index) => {
    if (!song.isrc) throw new IncompleteReleaseError(`song ${song.id} has no ISRC`);
    if (file?.status !== 'accepted' || !file.storageKey)
      throw new IncompleteReleaseError(`song ${song.id} has no accepted file`);
    const facts = (file.facts ?? {}) as Record<string, unknown>;
    const path = resourceName(icpn, index + 1, extensionOf(file.originalName, media === 'video' ? 'mp4' : 'wav'));
    const md5 = options.md5Of(file.id);
    files.push({ path, storageKey: file.storageKey, size: file.sizeBytes, md5 });
    const ref = { uri: path, md5, sizeBytes: file.sizeBytes };
    const immersive =
      media === 'audio' && !options.isTakedown
        ? immersiveEditionsOf(song.id, index + 1, icpn, options.storeId, options.immersive ?? [], options.md5Of, files)
        : [];
    const songArtists = artists.length > 0 ? artists : [];
    const credited = songArtists.filter((a) => a.link.inputRole === 'primary' || a.link.inputRole === 'featured');
    const mainCredits =
      credited.length > 0
        ? credited.map((a) => ({
            name: a.artist.nameJa,
            nameEn: a.artist.nameEn || undefined,
            role: a.link.inputRole === 'featured' ? ('FeaturedArtist' as const) : ('MainArtist' as const),
          }))
        : view.mainArtists.map((a) => ({ name: a.nameJa, nameEn: a.nameEn || undefined, role: 'MainArtist' as const }));
    return {
      isrc: song.isrc,
      title: song.title,
      version: song.version,
      language: song.audioLanguage || 'zxx',
      isExplicit: song.explicit,
      durationSeconds: Number(facts.duration_seconds ?? 0),
      artists: mainCredits,
      contributors: songArtists
        .filter((a) => a.link.roles.length > 0)
        .map((a) => ({ name: a.artist.nameJa, roles: a.link.roles })),
      writers: song.authors.flatMap((author) => {
        const name = author.penName || author.realName;
        return [
          ...(author.isComposer ? [{ name, role: 'Composer' as const }] : []),
          ...(author.isLyricist ? [{ name, role: 'Lyricist' as const }] : []),
        ];
      }),
      pLine: line,
      file:
        media === 'video'
          ? {
              ...ref,
              kind: 'video',
              container: facts.container === 'mov' ? 'MOV' : 'MP4',
              videoCodec: String(facts.codec ?? 'h264'),
              width: Number(facts.width ?? 0),
              height: Number(facts.height ?? 0),
              frameRate: Number(facts.frame_rate ?? 0),
            }
          : {
              ...ref,
              kind: 'audio',
              codec: facts.format === 'flac' ? 'FLAC' : 'WAV',
              sampleRateHz: Number(facts.sample_rate ?? 0),
              bitsPerSample: Number(facts.bit_depth ?? 0),
              channels: Number(facts.channels ?? 2),
            },
      ...(song.previewStartSeconds !== null ? { previewStartSeconds: song.previewStartSeconds } : {}),
      ...(immersive.length > 0 ? { immersive } : {}),
    };
  });

  const releaseDate = ymd(release.requestedSaleStartDate, options.now);
  // The stores sell from the date the owner chose, never before; a date already passed (or none) means as soon as
  // possible: from the day the message is sent (in Japan, where the owner chose the date). A store already selling
  // the release keeps the day it started in every update, so a correction never moves its deals.
  const today = todayInTokyo(options.now);
  const sellingSince = options.onSaleSince ? todayInTokyo(options.onSaleSince) : null;
  const dealStart = releaseDate > today ? releaseDate : sellingSince && sellingSince < today ? sellingSince : today;
  const territories = release.worldwide ? ['Worldwide'] : release.territories;
  const deals: ErnDeal[] = options.isTakedown
    ? []
    : storeDealTerms(options.storeId, media).map((terms) => ({
        commercialModel: terms.commercialModel,
        useTypes: terms.useTypes,
        territories,
        startDate: dealStart,
      }));
  const genre = GENRES[release.primaryGenreId];
  const subGenre = GENRES[release.secondaryGenreId];
  return {
    input: {
      messageId: options.messageId,
      threadId: options.threadId,
      createdAt: options.now,
      sender: options.sender,
      recipient: options.recipient,
      release: {
        type,
        icpn,
        proprietaryId: String(release.id),
        title: release.title,
        version: release.version,
        labelName: release.labelName || options.labelFallback,
        artists: view.mainArtists.map((a) => ({ name: a.nameJa, nameEn: a.nameEn || undefined, role: 'MainArtist' })),
        genre: { text: genre?.en ?? 'Pop', ...(subGenre ? { subGenre: subGenre.en } : {}) },
        pLine: line,
        cLine: line,
        releaseDate,
        artwork: {
          uri: artworkPath,
          md5: files[0]!.md5,
          sizeBytes: artwork.sizeBytes,
          width: Number(artworkFacts.width ?? 0),
          height: Number(artworkFacts.height ?? 0),
          mime: artworkFacts.format === 'png' ? 'image/png' : 'image/jpeg',
        },
        tracks,
      },
      deals,
    },
    files,
  };
}
