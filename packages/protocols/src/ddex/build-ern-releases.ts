// The ReleaseList of an ERN message: the main Release (R0) and, for albums and singles, TrackReleases R1..Rn.
import { normaliseIsrc, normaliseUpc } from '@otodoke/domain';
import {
  cLineElement,
  displayArtistElements,
  isoDuration,
  parentalWarning,
  pLineElement,
  titleElements,
} from './build-ern-display.ts';
import type { PartyRegistry } from './build-ern-parties.ts';
import { coverResourceReference, trackResourceReference } from './build-ern-resources.ts';
import type { ErnProfilePlan } from './ern-profiles.ts';
import type { ErnReleaseInput } from './ern-types.ts';
import { el, optionalTextEl, textEl, type XmlElement } from './xml-writer.ts';

export const MAIN_RELEASE_REFERENCE = 'R0';
export const trackReleaseReference = (index: number): string => `R${index + 1}`;

/** The references of every release in the message, main release first. */
export const releaseReferences = (release: ErnReleaseInput, plan: ErnProfilePlan): string[] => [
  MAIN_RELEASE_REFERENCE,
  ...(plan.hasTrackReleases ? release.tracks.map((_, index) => trackReleaseReference(index)) : []),
];

const genreElement = (release: ErnReleaseInput): XmlElement =>
  el('Genre', {}, textEl('GenreText', release.genre.text), optionalTextEl('SubGenre', release.genre.subGenre));

const mainRelease = (
  release: ErnReleaseInput,
  plan: ErnProfilePlan,
  parties: PartyRegistry,
  senderDpid: string,
): XmlElement => {
  const totalSeconds = release.tracks.reduce((sum, track) => sum + track.durationSeconds, 0);
  return el(
    'Release',
    {},
    textEl('ReleaseReference', MAIN_RELEASE_REFERENCE),
    textEl('ReleaseType', plan.releaseType),
    el(
      'ReleaseId',
      {},
      textEl('ICPN', normaliseUpc(release.icpn)),
      textEl('ProprietaryId', release.proprietaryId, { Namespace: senderDpid }),
    ),
    titleElements(release.title, release.version),
    displayArtistElements(release.artists, parties),
    textEl('ReleaseLabelReference', parties.labelReference),
    pLineElement(release.pLine),
    cLineElement(release.cLine),
    textEl('Duration', isoDuration(totalSeconds)),
    genreElement(release),
    textEl('ReleaseDate', release.releaseDate),
    textEl('ParentalWarningType', parentalWarning(release.tracks.some((track) => track.isExplicit))),
    el(
      'ResourceGroup',
      {},
      textEl('SequenceNumber', 1),
      release.tracks.map((_, index) =>
        el(
          'ResourceGroupContentItem',
          {},
          textEl('SequenceNumber', index + 1),
          textEl('ReleaseResourceReference', trackResourceReference(index)),
        ),
      ),
      textEl('LinkedReleaseResourceReference', coverResourceReference(release)),
    ),
  );
};

const trackReleases = (release: ErnReleaseInput, parties: PartyRegistry, senderDpid: string): XmlElement[] =>
  release.tracks.map((track, index) =>
    el(
      'TrackRelease',
      {},
      textEl('ReleaseReference', trackReleaseReference(index)),
      el(
        'ReleaseId',
        {},
        textEl('ProprietaryId', `${release.proprietaryId}-${normaliseIsrc(track.isrc)}`, { Namespace: senderDpid }),
      ),
      titleElements(track.title, track.version),
      textEl('ReleaseResourceReference', trackResourceReference(index)),
      textEl('LinkedReleaseResourceReference', coverResourceReference(release)),
      textEl('ReleaseLabelReference', parties.labelReference),
      genreElement(release),
    ),
  );

export const buildReleaseList = (
  release: ErnReleaseInput,
  plan: ErnProfilePlan,
  parties: PartyRegistry,
  senderDpid: string,
): XmlElement =>
  el(
    'ReleaseList',
    {},
    mainRelease(release, plan, parties, senderDpid),
    plan.hasTrackReleases ? trackReleases(release, parties, senderDpid) : undefined,
  );
