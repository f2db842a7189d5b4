// What a delivered file must be, and what we tell the user when it is not. The server reads the facts from the file
// itself (ffprobe, sharp); these functions only judge them, so the web and the tests share one rulebook.
import type { LocalisedText } from '../enumerations/misc.ts';
import { formatTemplate, type TemplateParams } from '../template.ts';
import type { ReleaseMedia } from './limits.ts';

/**
 * `image` is an artist photo; `artwork` a release cover; `immersive` a Dolby Atmos ADM BWF or an MPEG-H MP4;
 * `reference` a commercial track a master is matched to (mastering only, lossy allowed; never a release's audio).
 */
export const UPLOAD_KINDS = ['audio', 'video', 'artwork', 'image', 'csv', 'immersive', 'reference'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MiB = 1024 * 1024;
export const UPLOAD_MAX_BYTES: Readonly<Record<UploadKind, number>> = {
  audio: 2048 * MiB,
  video: 20 * 1024 * MiB,
  artwork: 50 * MiB,
  image: 20 * MiB,
  csv: 20 * MiB,
  // 24-bit PCM at 48 kHz is 144 kB/s a channel: a 5-minute master of 32 channels (a 7.1.2 bed and objects) is 1.4 GB;
  // 4 GiB is also where a plain RIFF stops (bigger files are RF64/BW64, which verification reads).
  immersive: 4096 * MiB,
  reference: 2048 * MiB,
};

/** The team permission (docs/decisions/0002) a file of each kind belongs to: artist photos to artists, the rest to releases. */
export const UPLOAD_PERMISSION_ID: Readonly<Record<UploadKind, 1000 | 2000 | 7000>> = {
  audio: 1000,
  video: 1000,
  artwork: 1000,
  image: 2000,
  csv: 1000,
  immersive: 7000,
  reference: 7000,
};

/** The formats each kind accepts, as people name them (also the `{expected}` of `wrongKind`). */
export const UPLOAD_FORMAT_NAMES: Readonly<Record<UploadKind, string>> = {
  audio: 'WAV / FLAC',
  video: 'MOV / MP4',
  artwork: 'JPEG / PNG',
  image: 'JPEG / PNG / WebP',
  csv: 'CSV',
  immersive: 'ADM BWF (WAV) / MPEG-H (MP4)',
  reference: 'WAV / FLAC / MP3 / AAC (M4A)',
};

/** A byte count as people read file sizes (binary units, the way operating systems show them): "2 GB", "3.4 MB". */
export const formatFileSize = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);
  return `${shown.replace(/\.0$/, '')} ${units[unit]}`;
};

export const AUDIO_MIN_SAMPLE_RATE = 44_100;
export const AUDIO_MAX_SAMPLE_RATE = 192_000;
export const AUDIO_MIN_BIT_DEPTH = 16;
/** Hi-res as Japanese stores label it: 24-bit and at least 48 kHz. */
export const HIRES_MIN_SAMPLE_RATE = 48_000;
export const HIRES_MIN_BIT_DEPTH = 24;
export const SHORT_AUDIO_SECONDS = 30;
/** Shorter than this is no recording a store would sell (a cut-off file decodes to a fraction of a second). */
export const AUDIO_MIN_SECONDS = 1;
/**
 * How far the decoded length may fall short of the length the file declares before it counts as cut off: encoder
 * padding and the last frame's length make a few hundredths of a second, never a whole second.
 */
export const DECODED_SHORTFALL_SECONDS = 1;
export const RINGTONE_MIN_SECONDS = 5;
export const RINGTONE_MAX_SECONDS = 40;

export const VIDEO_MIN_WIDTH = 1280;
export const VIDEO_MIN_HEIGHT = 720;
export const VIDEO_MAX_WIDTH = 3840;
export const VIDEO_MAX_HEIGHT = 2160;
export const VIDEO_CONTAINERS = ['mov', 'mp4'] as const;
export const VIDEO_CODECS = ['h264', 'hevc', 'prores'] as const;
export const VIDEO_FRAME_RATES = [23.976, 24, 25, 29.97, 30, 50, 59.94, 60] as const;
export const VIDEO_MIN_SECONDS = 30;
/** Music and karaoke videos; concert videos may run to four hours. */
export const VIDEO_MAX_SECONDS = 30 * 60;
export const CONCERT_VIDEO_MAX_SECONDS = 4 * 60 * 60;

export const ARTWORK_MIN_PIXELS = 3000;
export const ARTWORK_MAX_PIXELS = 6000;
export const IMAGE_MIN_PIXELS = 300;

export const FILE_PROBLEMS = {
  tooLarge: { ja: 'ファイルが大きすぎます（上限 {max}）。', en: 'The file is too large (limit {max}).' },
  unreadable: {
    ja: 'ファイルを読み取れませんでした。壊れていないか確認して、もう一度アップロードしてください。',
    en: 'The file could not be read. Check that it is not damaged and upload it again.',
  },
  audioFormat: {
    ja: 'この音源は{found}形式です。WAVまたはFLAC形式でアップロードしてください。',
    en: 'This audio is {found}. Upload WAV or FLAC.',
  },
  audioSampleRate: {
    ja: 'サンプリング周波数が{found}です。44.1kHz以上（192kHzまで）が必要です。',
    en: 'The sample rate is {found}. 44.1 kHz or more (up to 192 kHz) is needed.',
  },
  audioBitDepth: {
    ja: '量子化ビット数が{found}bitです。16bit以上が必要です。',
    en: 'The bit depth is {found}-bit. 16-bit or more is needed.',
  },
  audioChannels: {
    ja: 'チャンネル数が{found}です。ステレオ（2チャンネル）の音源が必要です。',
    en: 'The audio has {found} channel(s). Stereo (2 channels) is needed.',
  },
  referenceFormat: {
    ja: 'この音源は{found}形式です。リファレンス曲はWAV・FLAC・MP3・AAC（M4A）形式でアップロードしてください。',
    en: 'This audio is {found}. Upload the reference track as WAV, FLAC, MP3 or AAC (M4A).',
  },
  referenceChannels: {
    ja: 'チャンネル数が{found}です。リファレンス曲はモノラルかステレオの音源をアップロードしてください。',
    en: 'The audio has {found} channel(s). Upload a mono or stereo reference track.',
  },
  audioTooShortForRingtone: {
    ja: '着うたの長さは{min}〜{max}秒です（この音源は{found}秒）。',
    en: 'A ringtone must be {min} to {max} seconds long (this one is {found} s).',
  },
  videoContainer: {
    ja: 'この動画は{found}形式です。MOVまたはMP4形式でアップロードしてください。',
    en: 'This video is {found}. Upload MOV or MP4.',
  },
  videoCodec: {
    ja: '映像コーデックが{found}です。H.264、H.265（HEVC）またはApple ProResが必要です。',
    en: 'The video codec is {found}. H.264, H.265 (HEVC) or Apple ProRes is needed.',
  },
  videoResolution: {
    ja: '解像度が{found}です。1280×720以上、3840×2160以下が必要です。',
    en: 'The resolution is {found}. At least 1280×720 and at most 3840×2160 is needed.',
  },
  videoFrameRate: {
    ja: 'フレームレートが{found}fpsです。23.976／24／25／29.97／30／50／59.94／60fpsのいずれかが必要です。',
    en: 'The frame rate is {found} fps. One of 23.976, 24, 25, 29.97, 30, 50, 59.94 or 60 fps is needed.',
  },
  videoDuration: {
    ja: '動画の長さが{found}です。{min}以上{max}以内が必要です。',
    en: 'The video runs {found}. Between {min} and {max} is needed.',
  },
  videoNoAudio: {
    ja: '動画に音声トラックがありません。音声付きの動画をアップロードしてください。',
    en: 'The video has no audio track. Upload a video with sound.',
  },
  artworkFormat: {
    ja: 'この画像は{found}形式です。JPEGまたはPNG形式でアップロードしてください。',
    en: 'This image is {found}. Upload JPEG or PNG.',
  },
  artworkNotSquare: {
    ja: '画像が正方形ではありません（{found}）。縦横同じサイズにしてください。',
    en: 'The image is not square ({found}). Make width and height equal.',
  },
  artworkTooSmall: {
    ja: '画像サイズが{found}です。3000×3000ピクセル以上（6000×6000まで）が必要です。',
    en: 'The image is {found}. 3000×3000 pixels or more (up to 6000×6000) is needed.',
  },
  artworkColourSpace: {
    ja: 'カラーモードが{found}です。RGBの画像が必要です（CMYKやグレースケールは使えません）。',
    en: 'The colour mode is {found}. An RGB image is needed (not CMYK or greyscale).',
  },
  imageFormat: {
    ja: 'この画像は{found}形式です。JPEG、PNGまたはWebP形式でアップロードしてください。',
    en: 'This image is {found}. Upload JPEG, PNG or WebP.',
  },
  imageTooSmall: {
    ja: '画像サイズが{found}です。縦横300ピクセル以上が必要です。',
    en: 'The image is {found}. At least 300 pixels on each side is needed.',
  },
  csvFormat: {
    ja: 'CSVファイル（UTF-8またはShift_JIS）をアップロードしてください。',
    en: 'Upload a CSV file (UTF-8 or Shift_JIS).',
  },
  wrongKind: {
    ja: 'このファイルは{found}です。{expected}をアップロードしてください。',
    en: 'This file is {found}. Upload {expected}.',
  },
  truncated: {
    ja: 'ファイルが途中で切れています（ヘッダーでは{declared}のはずが、{present}しかありません）。元のファイルをもう一度アップロードしてください。',
    en: 'The file is cut off: its header declares {declared} but only {present} arrived. Upload the original file again.',
  },
  undecodable: {
    ja: 'ファイルを最後までデコードできませんでした（{found}の位置でデータが壊れています）。壊れていないファイルをアップロードしてください。',
    en: 'The file could not be decoded to the end (the data is damaged at {found}). Upload an undamaged file.',
  },
  decodedShort: {
    ja: 'ファイルが途中で切れています（長さは{declared}のはずが、デコードできたのは{found}までです）。元のファイルをもう一度アップロードしてください。',
    en: 'The file is cut off: it declares a length of {declared} but decodes to only {found}. Upload the original file again.',
  },
  audioTooShort: {
    ja: '音源の長さが{found}秒です。{min}秒以上の音源が必要です。',
    en: 'The audio is {found} s long. At least {min} s is needed.',
  },
  decoderUnavailable: {
    ja: 'サーバーでファイルを最後までデコードして確認できなかったため、受け付けていません（長さや破損を確認できません）。時間をおいてもう一度アップロードしてください。',
    en: 'The server could not decode the file to the end, so its length and integrity are unchecked and it was not accepted. Upload it again later.',
  },
  probeUnavailable: {
    ja: 'サーバーでファイルの中身（形式、長さ、チャンネル数など）を読み取れなかったため、受け付けていません。時間をおいてもう一度アップロードしてください。',
    en: 'The server could not read what the file contains (format, length, channels and so on), so it was not accepted. Upload it again later.',
  },
} as const satisfies Readonly<Record<string, LocalisedText>>;

export type FileProblemId = keyof typeof FILE_PROBLEMS;
export type FileProblem = { readonly id: FileProblemId; readonly params?: TemplateParams };

export const fileProblemMessage = (problem: FileProblem, lang: 'ja' | 'en'): string =>
  formatTemplate(FILE_PROBLEMS[problem.id][lang], problem.params);

/** Facts read from an audio file. `format` is the real container (wav, flac, mp3, …), not the file name's. */
export type AudioFacts = {
  readonly format: string;
  readonly sampleRate: number;
  readonly bitDepth: number;
  readonly channels: number;
  readonly durationSeconds: number;
};

export const isHiresAudio = (facts: Pick<AudioFacts, 'sampleRate' | 'bitDepth'>): boolean =>
  facts.sampleRate >= HIRES_MIN_SAMPLE_RATE && facts.bitDepth >= HIRES_MIN_BIT_DEPTH;

export const checkAudio = (facts: AudioFacts, media: ReleaseMedia = 'audio'): FileProblem[] => {
  const problems: FileProblem[] = [];
  if (facts.format !== 'wav' && facts.format !== 'flac') {
    return [{ id: 'audioFormat', params: { found: facts.format.toUpperCase() } }];
  }
  if (facts.durationSeconds < AUDIO_MIN_SECONDS && media !== 'ringtone') {
    problems.push({
      id: 'audioTooShort',
      params: { found: Math.round(facts.durationSeconds * 1000) / 1000, min: AUDIO_MIN_SECONDS },
    });
  }
  if (facts.sampleRate < AUDIO_MIN_SAMPLE_RATE || facts.sampleRate > AUDIO_MAX_SAMPLE_RATE) {
    problems.push({ id: 'audioSampleRate', params: { found: `${facts.sampleRate / 1000}kHz` } });
  }
  if (facts.bitDepth < AUDIO_MIN_BIT_DEPTH) problems.push({ id: 'audioBitDepth', params: { found: facts.bitDepth } });
  if (facts.channels !== 2) problems.push({ id: 'audioChannels', params: { found: facts.channels } });
  if (
    media === 'ringtone' &&
    (facts.durationSeconds < RINGTONE_MIN_SECONDS || facts.durationSeconds > RINGTONE_MAX_SECONDS)
  ) {
    problems.push({
      id: 'audioTooShortForRingtone',
      params: { min: RINGTONE_MIN_SECONDS, max: RINGTONE_MAX_SECONDS, found: Math.round(facts.durationSeconds) },
    });
  }
  return problems;
};

/** What a reference track may be: the release formats and the lossy ones commercial tracks come in (sniffed names). */
export const REFERENCE_AUDIO_FORMATS = ['wav', 'flac', 'mp3', 'm4a', 'aac'] as const;

/**
 * A reference track for mastering: only listened to and measured (loudness, tone), never delivered, so lossy MP3 and
 * AAC are fine and any rate or bit depth the decoder reads; it must be mono or stereo and have some length. The
 * release rules (`checkAudio`) stay as they are.
 */
export const checkReferenceAudio = (
  facts: Pick<AudioFacts, 'format' | 'channels' | 'durationSeconds'>,
): FileProblem[] => {
  if (!(REFERENCE_AUDIO_FORMATS as readonly string[]).includes(facts.format)) {
    return [{ id: 'referenceFormat', params: { found: facts.format.toUpperCase() } }];
  }
  const problems: FileProblem[] = [];
  if (facts.durationSeconds < AUDIO_MIN_SECONDS) {
    problems.push({
      id: 'audioTooShort',
      params: { found: Math.round(facts.durationSeconds * 1000) / 1000, min: AUDIO_MIN_SECONDS },
    });
  }
  if (facts.channels < 1 || facts.channels > 2)
    problems.push({ id: 'referenceChannels', params: { found: facts.channels } });
  return problems;
};

export type VideoFacts = {
  readonly container: string;
  readonly codec: string;
  readonly width: number;
  readonly height: number;
  readonly frameRate: number;
  readonly durationSeconds: number;
  readonly hasAudio: boolean;
};

const clock = (seconds: number): string => {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
};

/** What decoding a whole audio or video file found, beside the facts its header declares. */
export type IntegrityFacts = {
  /** Bytes the container's own size fields say the file holds (null: the container does not say). */
  readonly declaredBytes: number | null;
  readonly presentBytes: number;
  /** The length the file declares (its header or index). */
  readonly declaredSeconds: number;
  /** How far decoding got, and whether the decoder reported damaged data on the way. */
  readonly decodedSeconds: number;
  readonly hasDecodeErrors: boolean;
};

/** A file cut off in transfer or damaged: the first of these is what the person has to fix, so only it is reported. */
export const checkIntegrity = (facts: IntegrityFacts): FileProblem[] => {
  if (facts.declaredBytes !== null && facts.declaredBytes > facts.presentBytes) {
    return [
      {
        id: 'truncated',
        params: { declared: formatFileSize(facts.declaredBytes), present: formatFileSize(facts.presentBytes) },
      },
    ];
  }
  if (facts.declaredSeconds - facts.decodedSeconds > DECODED_SHORTFALL_SECONDS) {
    return [
      { id: 'decodedShort', params: { declared: clock(facts.declaredSeconds), found: clock(facts.decodedSeconds) } },
    ];
  }
  if (facts.hasDecodeErrors) return [{ id: 'undecodable', params: { found: clock(facts.decodedSeconds) } }];
  return [];
};

export const checkVideo = (facts: VideoFacts, isConcert = false): FileProblem[] => {
  if (!(VIDEO_CONTAINERS as readonly string[]).includes(facts.container)) {
    return [{ id: 'videoContainer', params: { found: facts.container.toUpperCase() } }];
  }
  const problems: FileProblem[] = [];
  if (!(VIDEO_CODECS as readonly string[]).includes(facts.codec)) {
    problems.push({ id: 'videoCodec', params: { found: facts.codec } });
  }
  if (
    facts.width < VIDEO_MIN_WIDTH ||
    facts.height < VIDEO_MIN_HEIGHT ||
    facts.width > VIDEO_MAX_WIDTH ||
    facts.height > VIDEO_MAX_HEIGHT
  ) {
    problems.push({ id: 'videoResolution', params: { found: `${facts.width}×${facts.height}` } });
  }
  if (!VIDEO_FRAME_RATES.some((rate) => Math.abs(rate - facts.frameRate) < 0.01)) {
    problems.push({ id: 'videoFrameRate', params: { found: Math.round(facts.frameRate * 1000) / 1000 } });
  }
  const max = isConcert ? CONCERT_VIDEO_MAX_SECONDS : VIDEO_MAX_SECONDS;
  if (facts.durationSeconds < VIDEO_MIN_SECONDS || facts.durationSeconds > max) {
    problems.push({
      id: 'videoDuration',
      params: { found: clock(facts.durationSeconds), min: clock(VIDEO_MIN_SECONDS), max: clock(max) },
    });
  }
  if (!facts.hasAudio) problems.push({ id: 'videoNoAudio' });
  return problems;
};

export type ArtworkFacts = {
  readonly format: string;
  readonly width: number;
  readonly height: number;
  /** sharp's space: srgb, rgb, cmyk, b-w, … */
  readonly colourSpace: string;
};

export const checkArtwork = (facts: ArtworkFacts): FileProblem[] => {
  if (facts.format !== 'jpeg' && facts.format !== 'png') {
    return [{ id: 'artworkFormat', params: { found: facts.format.toUpperCase() } }];
  }
  const problems: FileProblem[] = [];
  const size = `${facts.width}×${facts.height}`;
  if (facts.width !== facts.height) problems.push({ id: 'artworkNotSquare', params: { found: size } });
  const side = Math.min(facts.width, facts.height);
  if (side < ARTWORK_MIN_PIXELS || Math.max(facts.width, facts.height) > ARTWORK_MAX_PIXELS) {
    problems.push({ id: 'artworkTooSmall', params: { found: size } });
  }
  if (facts.colourSpace !== 'srgb' && facts.colourSpace !== 'rgb') {
    problems.push({ id: 'artworkColourSpace', params: { found: facts.colourSpace.toUpperCase() } });
  }
  return problems;
};

/** An artist photo: any common web format, not too small to show. */
export const checkImage = (facts: Pick<ArtworkFacts, 'format' | 'width' | 'height'>): FileProblem[] => {
  if (!['jpeg', 'png', 'webp'].includes(facts.format)) {
    return [{ id: 'imageFormat', params: { found: facts.format.toUpperCase() } }];
  }
  if (facts.width < IMAGE_MIN_PIXELS || facts.height < IMAGE_MIN_PIXELS) {
    return [{ id: 'imageTooSmall', params: { found: `${facts.width}×${facts.height}` } }];
  }
  return [];
};
