// Why an immersive audio file (Dolby Atmos ADM BWF, 360 Reality Audio MPEG-H) failed verification: the spec's invalid
// codes per family (dolby 1-5, 360RA 1-6, other 1-2), the check each code stands for and its ja/en message.
import type { ImmersiveAudioFormat } from '../enumerations/immersive-mastering.ts';
import type { LocalisedText } from '../enumerations/misc.ts';
import { formatTemplate, type TemplateParams } from '../template.ts';

export type ImmersiveInvalidFamily = ImmersiveAudioFormat | 'other';

/** Sample rate both formats must have. */
export const IMMERSIVE_SAMPLE_RATE = 48_000;
/** Bit depth of a Dolby Atmos master's linear PCM. */
export const DOLBY_ATMOS_BIT_DEPTH = 24;
/** A Dolby Atmos master carries at most 128 channels (beds and objects together). */
export const DOLBY_ATMOS_MAX_CHANNELS = 128;
/**
 * 360 Reality Audio is MPEG-H 3D Audio Low Complexity profile, levels 1 to 3 (mpegh3daProfileLevelIndication
 * 0x0B, 0x0C, 0x0D; ISO/IEC 23008-3 profiles table).
 */
export const MPEGH_360RA_PROFILE_LEVELS: readonly number[] = [0x0b, 0x0c, 0x0d];
/** How far the immersive file's length may differ from the stereo song's before it is refused. */
export const IMMERSIVE_DURATION_TOLERANCE_SECONDS = 2;

/** Each check by name, with the code it reports (the numbers are stored: never renumber). */
export const IMMERSIVE_INVALID = {
  /** Not the chosen format's file type at all (empty, garbage, another format). params: expected, found */
  notThisFormat: { family: 'other', code: 1 },
  /** Its length differs from the stereo song's by more than the tolerance. params: found, expected, tolerance */
  durationMismatch: { family: 'other', code: 2 },
  /** RIFF/BW64/RF64 structure broken: chunk sizes past the end, ds64 missing, fmt or data missing. params: chunk */
  admStructure: { family: 'dolby', code: 1 },
  /** Not 48 kHz 24-bit linear PCM. params: found */
  admAudioFormat: { family: 'dolby', code: 2 },
  /** Channel count outside 1…128. params: found, max */
  admChannels: { family: 'dolby', code: 3 },
  /** chna missing, unreadable, or a track UID it lists is not an audioTrackUID of the axml. params: item */
  admTrackMap: { family: 'dolby', code: 4 },
  /** axml missing, unsafe or unreadable, no programme → content → object, or an undefined format reference. params: item */
  admMetadata: { family: 'dolby', code: 5 },
  /** An MP4 whose box structure is broken (sizes past the end, no moov, no mdhd). params: box */
  mp4Structure: { family: '360RA', code: 1 },
  /** No audio (soun) track. */
  mp4NoAudioTrack: { family: '360RA', code: 2 },
  /** The audio track's sample entry is not mha1/mhm1. params: found */
  mp4Codec: { family: '360RA', code: 3 },
  /** mhaC missing (required for mha1) or unreadable. */
  mp4MhaConfig: { family: '360RA', code: 4 },
  /** Not 48 kHz. params: found */
  mp4SampleRate: { family: '360RA', code: 5 },
  /** Profile/level other than Low Complexity 1–3. params: found */
  mp4ProfileLevel: { family: '360RA', code: 6 },
} as const satisfies Readonly<Record<string, { family: ImmersiveInvalidFamily; code: number }>>;

export type ImmersiveInvalidCheck = keyof typeof IMMERSIVE_INVALID;

/** Messages by family then code: what is wrong and what to do. */
export const IMMERSIVE_INVALID_MESSAGES: Readonly<
  Record<ImmersiveInvalidFamily, Readonly<Record<number, LocalisedText>>>
> = {
  other: {
    1: {
      ja: '{expected}のファイルとして読み取れませんでした（{found}）。{expected}で書き出したファイルをアップロードしてください。',
      en: 'The file could not be read as {expected} ({found}). Upload a file exported as {expected}.',
    },
    2: {
      ja: 'ファイルの長さが{found}秒で、ステレオ音源（{expected}秒）と合いません。ステレオ音源と同じ長さ（差は{tolerance}秒以内）で書き出してください。',
      en: 'The file runs {found} s but the stereo song runs {expected} s. Export it at the same length as the stereo song (within {tolerance} s).',
    },
  },
  dolby: {
    1: {
      ja: 'WAVファイルの構造が壊れています（{chunk}チャンク）。ファイルが途中で切れていないか確認し、BW64／RF64のADM BWFとして書き出し直してアップロードしてください。',
      en: 'The WAV file structure is broken (the {chunk} chunk). Check that the file is not cut off, export it again as an ADM BWF (BW64/RF64) and upload it.',
    },
    2: {
      ja: '音声形式が{found}です。48kHz・24bitのリニアPCMで書き出してください。',
      en: 'The audio is {found}. Export 48 kHz 24-bit linear PCM.',
    },
    3: {
      ja: 'チャンネル数が{found}です。Dolby Atmosマスターは1〜{max}チャンネル（ベッドとオブジェクトの合計）で書き出してください。',
      en: 'The file has {found} channels. Export a Dolby Atmos master with 1 to {max} channels (beds and objects together).',
    },
    4: {
      ja: 'トラックとADMメタデータの対応表（chnaチャンク）が正しくありません（{item}）。Dolby Atmos対応ツールでADM BWFとして書き出し直してください。',
      en: 'The table linking tracks to the ADM metadata (the chna chunk) is wrong ({item}). Export the file again as an ADM BWF from a Dolby Atmos tool.',
    },
    5: {
      ja: 'ADMメタデータ（axmlチャンク）が正しくありません（{item}）。audioProgramme・audioContent・audioObjectとトラックの定義を含むADM BWFとして書き出し直してください。',
      en: 'The ADM metadata (the axml chunk) is wrong ({item}). Export the file again as an ADM BWF with an audioProgramme, its audioContent and audioObjects, and the track definitions.',
    },
  },
  '360RA': {
    1: {
      ja: 'MP4ファイルの構造が壊れています（{box}ボックス）。ファイルが途中で切れていないか確認し、書き出し直してアップロードしてください。',
      en: 'The MP4 file structure is broken (the {box} box). Check that the file is not cut off, export it again and upload it.',
    },
    2: {
      ja: 'MP4ファイルに音声トラックがありません。MPEG-H 3D Audioの音声トラックを含めて書き出してください。',
      en: 'The MP4 file has no audio track. Export it with an MPEG-H 3D Audio track.',
    },
    3: {
      ja: '音声コーデックが{found}です。360 Reality AudioはMPEG-H 3D Audio（mha1またはmhm1）で書き出してください。',
      en: 'The audio codec is {found}. Export 360 Reality Audio as MPEG-H 3D Audio (mha1 or mhm1).',
    },
    4: {
      ja: 'MPEG-H 3D Audioの設定情報（mhaCボックス）がないか、読み取れません。360 Reality Audio対応ツールで書き出し直してください。',
      en: 'The MPEG-H 3D Audio configuration (the mhaC box) is missing or unreadable. Export the file again from a 360 Reality Audio tool.',
    },
    5: {
      ja: 'サンプリング周波数が{found}Hzです。48kHzで書き出してください。',
      en: 'The sample rate is {found} Hz. Export at 48 kHz.',
    },
    6: {
      ja: 'MPEG-H 3D Audioのプロファイル／レベルが{found}です。360 Reality AudioはLow Complexityプロファイルのレベル1〜3で書き出してください。',
      en: 'The MPEG-H 3D Audio profile/level is {found}. Export 360 Reality Audio in the Low Complexity profile, level 1 to 3.',
    },
  },
};

export interface ImmersiveInvalidCode {
  readonly family: ImmersiveInvalidFamily;
  readonly code: number;
  readonly params?: TemplateParams;
}

/** The message of an invalid code; a code we do not know reads as a generic failure rather than nothing. */
export function immersiveInvalidCodeMessage(problem: ImmersiveInvalidCode, lang: 'ja' | 'en'): string {
  const text = IMMERSIVE_INVALID_MESSAGES[problem.family]?.[problem.code];
  if (!text) {
    return lang === 'ja'
      ? `ファイルの確認に失敗しました（${problem.family}-${problem.code}）。`
      : `The file failed verification (${problem.family}-${problem.code}).`;
  }
  return formatTemplate(text[lang], problem.params);
}

/** "MPEG-H LC L3"-style name of a profile/level indication, for messages and facts ("0x01" when unknown). */
export function mpeghProfileLevelName(indication: number): string {
  const profiles: [number, string][] = [
    [0x01, 'Main'],
    [0x06, 'High'],
    [0x0b, 'Low Complexity'],
    [0x10, 'Baseline'],
  ];
  for (const [first, name] of profiles) {
    if (indication >= first && indication < first + 5) return `${name} Level ${indication - first + 1}`;
  }
  return `0x${indication.toString(16).padStart(2, '0').toUpperCase()}`;
}
