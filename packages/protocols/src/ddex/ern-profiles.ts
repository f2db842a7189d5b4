// How each of the project's release types is told in ERN 4.3: release profile, DDEX ReleaseType, resource types.
import type { ReleaseType } from '@otodoke/domain';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
export const ERN_SCHEMA_LOCATION = `${ERN_NAMESPACE} ${ERN_NAMESPACE}/release-notification.xsd`;
/** The version of allowed-value-sets.xsd shipped in schemas/ern43. */
export const ERN_AVS_VERSION = '3';
export const ERN_MESSAGE_LANGUAGE = 'ja';

export type ErnReleaseProfile =
  | 'Audio'
  | 'SimpleAudioSingle'
  | 'Ringtone'
  | 'SimpleVideoSingle'
  | 'Video'
  | 'LongFormMusicalWorkVideo';

export type ErnProfilePlan = {
  /** `ReleaseProfileVersionId` of the message. */
  readonly profile: ErnReleaseProfile;
  /** `ReleaseType` of the main release (avs:ReleaseType_ERN4). */
  readonly releaseType: string;
  /** Whether each track is also offered alone as a TrackRelease (albums and singles, as DDEX's samples do). */
  readonly hasTrackReleases: boolean;
  /** `Type` of a video resource (avs:VideoType_ERN43); audio resources are always MusicalWorkSoundRecording. */
  readonly videoType: string;
  /** `VersionType` of each track resource, when the type says it (karaoke). */
  readonly versionType?: string;
};

/**
 * The plan for a release type. A single with one track uses the SimpleAudioSingle profile; a single with more
 * tracks (A-side, coupling, instrumental) does not fit it and is sent with the Audio profile, as ReleaseType Single.
 * A concert video of one file is a LongFormMusicalWorkVideo; one split into a file per song sends each song as a
 * ShortFormMusicalWorkVideo. ERN 4.3 has no karaoke video type: karaoke is a short-form video in KaraokeVersion.
 */
export const planForReleaseType = (type: ReleaseType, trackCount: number): ErnProfilePlan => {
  switch (type) {
    case 'album':
    case 'mixed_album':
      return { profile: 'Audio', releaseType: 'Album', hasTrackReleases: true, videoType: 'ShortFormMusicalWorkVideo' };
    case 'single':
      return {
        profile: trackCount > 1 ? 'Audio' : 'SimpleAudioSingle',
        releaseType: 'Single',
        hasTrackReleases: true,
        videoType: 'ShortFormMusicalWorkVideo',
      };
    case 'ringtone':
      return {
        profile: 'Ringtone',
        releaseType: 'RingtoneRelease',
        hasTrackReleases: false,
        videoType: 'ShortFormMusicalWorkVideo',
      };
    case 'music_video':
      return {
        profile: 'SimpleVideoSingle',
        releaseType: 'VideoSingle',
        hasTrackReleases: false,
        videoType: 'ShortFormMusicalWorkVideo',
      };
    case 'karaoke_video':
      return {
        profile: 'SimpleVideoSingle',
        releaseType: 'VideoSingle',
        hasTrackReleases: false,
        videoType: 'ShortFormMusicalWorkVideo',
        versionType: 'KaraokeVersion',
      };
    case 'music_video_album':
      return {
        profile: 'Video',
        releaseType: 'VideoAlbum',
        hasTrackReleases: true,
        videoType: 'ShortFormMusicalWorkVideo',
      };
    case 'live_concert_video':
      return {
        profile: 'LongFormMusicalWorkVideo',
        releaseType: 'LongFormMusicalWorkVideoRelease',
        hasTrackReleases: false,
        videoType: trackCount > 1 ? 'ShortFormMusicalWorkVideo' : 'LongFormMusicalWorkVideo',
      };
  }
};
