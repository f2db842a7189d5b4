import type { Language, LocalisedText } from '../enumerations/misc.ts';
import type { ReleaseMetadataCheckReason } from '../enumerations/release.ts';

/**
 * Texts for the reasons the server's release metadata check returns. The spec
 * gives the reasons only (and no limits), so the wording is ours.
 */
export const RELEASE_METADATA_CHECK_MESSAGES: Readonly<Record<ReleaseMetadataCheckReason, LocalisedText>> = {
  required_to_pay_use_added_main_artist: {
    ja: 'メインアーティストを追加するには追加料金のお支払いが必要です',
    en: 'Adding a main artist requires an additional payment.',
  },
  required_to_set_various_artists: {
    ja: 'アーティスト名に「Various Artists」を設定してください',
    en: 'Set the artist to Various Artists.',
  },
  exceed_number_of_main_artist: {
    ja: 'メインアーティストの数が上限を超えています',
    en: 'There are more main artists than allowed.',
  },
  exceed_number_of_album_songs: {
    ja: '収録曲数が上限を超えています',
    en: 'The album has more songs than allowed.',
  },
  lyrics_not_allowed_to_set: {
    ja: 'このリリースには歌詞を設定できません',
    en: 'Lyrics cannot be set for this release.',
  },
  submit_not_allowed_to_set: {
    ja: 'このリリースではSubmitを利用できません',
    en: 'Submit cannot be used for this release.',
  },
  custom_label_name_not_allowed_to_set: {
    ja: 'このリリースには独自のレーベル名を設定できません',
    en: 'A custom label name cannot be set for this release.',
  },
  exist_songs_with_same_isrc: {
    ja: '同じISRCの楽曲が含まれています',
    en: 'Some songs share the same ISRC.',
  },
  has_song_without_required_role: {
    ja: '必要なクレジットが設定されていない楽曲があります',
    en: 'Some songs are missing a required credit role.',
  },
  invalid_immersive_audio_process: {
    ja: '立体音響の手続きが完了していません',
    en: 'The immersive audio process is not complete.',
  },
  cover_song_is_set: {
    ja: 'カバー曲が含まれているため、この操作はできません',
    en: 'This is not possible because a cover song is included.',
  },
  all_same_featuring_artist_is_set: {
    ja: 'すべての楽曲に同じフィーチャリングアーティストが設定されています。リリースのアーティストとして設定してください',
    en: 'Every song has the same featured artist; set them on the release instead.',
  },
  song_file_was_changed_after_set_lyric_sync: {
    ja: '歌詞の同期設定後に音源ファイルが変更されました。歌詞の同期を再設定してください',
    en: 'The audio file changed after lyric sync was set; set lyric sync again.',
  },
};

export const releaseMetadataCheckMessage = (reason: ReleaseMetadataCheckReason, lang: Language): string =>
  RELEASE_METADATA_CHECK_MESSAGES[reason][lang];
