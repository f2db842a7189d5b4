import { describe, expect, it } from 'vitest';
import {
  BULK_CSV_COLUMN_KEYS,
  BULK_CSV_COLUMNS,
  type BulkCsvContext,
  buildBulkReleases,
  bulkCsvErrorReport,
  bulkCsvLocation,
  bulkCsvTemplate,
  formatCsv,
} from './bulk-csv/index.ts';
import { BULK_UPLOAD_TRANSITIONS, canBulkUploadTransition, isBulkUploadFinished } from './bulk-upload-status.ts';
import { storesForMedia } from './stores.ts';

const NOW = new Date('2026-11-22T03:00:00Z');

const context = (extra: Partial<BulkCsvContext> = {}): BulkCsvContext => ({
  now: NOW,
  account: {
    modelType: 'LS',
    features: {
      isUnlimitedPlan: true,
      isAlbumUpTo99SongsAvailable: false,
      isImmersiveAudioAvailable: false,
      isDjMixAvailable: true,
      isClassicGenreAvailable: true,
    },
  },
  artists: [
    { id: 1, nameJa: '音届けバンド', nameEn: 'Otodoke Band', isVariousArtists: false },
    { id: 2, nameJa: 'ミナト', nameEn: 'Minato', isVariousArtists: false },
    { id: 3, nameJa: '同名', nameEn: '', isVariousArtists: false },
    { id: 4, nameJa: '同名', nameEn: '', isVariousArtists: false },
  ],
  uploads: new Map([
    [10, { kind: 'audio', status: 'accepted' }],
    [11, { kind: 'audio', status: 'checking' }],
    [12, { kind: 'video', status: 'accepted' }],
  ]),
  acknowledgedTerms: new Set(),
  takenUpcs: new Set(),
  ...extra,
});

type Row = Partial<Record<(typeof BULK_CSV_COLUMN_KEYS)[number], string>>;
const HEADER = [...BULK_CSV_COLUMN_KEYS];
const records = (...rows: Row[]): string[][] => [HEADER, ...rows.map((row) => HEADER.map((key) => row[key] ?? ''))];

const album: Row = {
  release_key: 'A',
  release_type: 'album',
  release_title: '夜明け',
  main_artists: '音届けバンド',
  primary_genre_id: '17',
  requested_sale_start_date: '2026/12/24',
  stores: 'spotify;apple_music',
  song_title: '一曲目',
  audio_language: 'ja',
  lyricists: '山田太郎',
  composers: '山田太郎;佐藤花子',
  audio_upload_id: '10',
};

describe('buildBulkReleases', () => {
  it('groups rows by release key into releases with their songs, in order', () => {
    const result = buildBulkReleases(
      records(
        album,
        {
          release_key: 'A',
          song_title: '二曲目',
          audio_language: 'zxx',
          composers: '佐藤花子',
          featured_artists: 'Minato',
        },
        {
          release_key: 'S',
          release_type: 'single',
          release_title: '風',
          main_artists: 'Minato;音届けバンド',
          stores: 'all',
          worldwide: '0',
          territories: 'jp;US',
          song_title: '風',
          category: 'cover',
          original_singer: '昔の歌手',
          explicit: '1',
          isrc: 'jp-abc-26-00001',
          upc: '4901234567894',
        },
      ),
      context(),
    );
    expect(result.errors).toEqual([]);
    expect(result.releases.map((r) => r.origin.rows)).toEqual([[2, 3], [4]]);
    const [first, second] = result.releases;
    expect(first!.input).toMatchObject({
      type: 'album',
      title: '夜明け',
      main_artist_ids: [1],
      store_ids: ['spotify', 'apple_music'],
      worldwide: true,
      requested_sale_start_date: '2026/12/24',
    });
    expect(first!.input.songs.map((s) => s.title)).toEqual(['一曲目', '二曲目']);
    expect(first!.input.songs[0]!.authors).toEqual([
      expect.objectContaining({ real_name: '山田太郎', is_lyricist: true, is_composer: true }),
      expect.objectContaining({ real_name: '佐藤花子', is_lyricist: false, is_composer: true }),
    ]);
    expect(first!.input.songs[0]!.file_upload_id).toBe(10);
    expect(first!.input.songs[1]!.artists).toEqual([{ artist_id: 2, input_role: 'featured', roles: [] }]);
    expect(second!.input).toMatchObject({
      type: 'single',
      main_artist_ids: [2, 1],
      worldwide: false,
      territories: ['JP', 'US'],
    });
    expect(second!.input.songs[0]).toMatchObject({ category: 'cover', explicit: true, isrc: 'JPABC2600001' });
    // "all" with limited countries leaves out the worldwide-only stores.
    expect(second!.input.store_ids).toContain('spotify');
    expect(second!.input.store_ids).not.toContain('tiktok');
    expect(second!.input.store_ids.length).toBeLessThan(storesForMedia('audio').length);
  });

  it('reports every problem at once by spreadsheet row and column, in both languages', () => {
    const result = buildBulkReleases(
      records(
        {
          ...album,
          label_name: 'independent',
          primary_genre_id: '99',
          requested_sale_start_date: '2020/01/01',
          upc: '123',
          main_artists: '知らない人',
          stores: 'spotify;nowhere',
        },
        {
          release_key: 'A',
          release_type: 'single',
          song_title: '',
          isrc: 'bad',
          explicit: 'yes',
          audio_upload_id: '11',
        },
      ),
      context(),
    );
    const cells = result.errors.map((e) => `${e.row}:${e.column}`);
    expect(cells).toEqual(
      expect.arrayContaining([
        '2:main_artists',
        '2:label_name',
        '2:primary_genre_id',
        '2:requested_sale_start_date',
        '2:upc',
        '2:stores',
        '3:release_type',
        '3:song_title',
        '3:isrc',
        '3:explicit',
        '3:audio_upload_id',
      ]),
    );
    const artist = result.errors.find((e) => e.column === 'main_artists')!;
    expect(artist.message.ja).toBe('アーティスト「知らない人」が見つかりません。先にアーティストを登録してください');
    expect(artist.message.en).toBe('No artist named "知らない人". Register the artist first.');
    expect(result.errors.find((e) => e.column === 'label_name')!.message.ja).toContain('レーベル名に使用できない語句');
    expect(result.errors.find((e) => e.column === 'release_type')!.message.en).toContain('row 2');
    // Sorted as a person reads the file: by row, then by column.
    expect(result.errors.map((e) => e.row)).toEqual([...result.errors.map((e) => e.row)].sort((a, b) => a! - b!));
  });

  it('applies the limits of the release type and the terms it needs', () => {
    const tooMany = buildBulkReleases(
      records(
        { ...album, release_type: 'single' },
        { release_key: 'A', song_title: '2' },
        { release_key: 'A', song_title: '3' },
        { release_key: 'A', song_title: '4' },
      ),
      context(),
    );
    expect(tooMany.errors).toEqual([
      { row: 2, column: 'release_key', message: expect.objectContaining({ ja: '収録曲数が上限を超えています' }) },
    ]);
    const tooFew = buildBulkReleases(records(album), context());
    expect(tooFew.errors).toEqual([
      { row: 2, column: 'release_key', message: expect.objectContaining({ ja: '楽曲を2曲以上登録してください' }) },
    ]);
    const video = buildBulkReleases(
      records({ ...album, release_type: 'music_video', stores: '', audio_upload_id: '12' }),
      context(),
    );
    expect(video.errors.map((e) => `${e.row}:${e.column}`)).toEqual(['2:release_type']);
    expect(
      buildBulkReleases(
        records({ ...album, release_type: 'music_video', stores: '', audio_upload_id: '12' }),
        context({ acknowledgedTerms: new Set(['music_video']) }),
      ).errors,
    ).toEqual([]);
    // An audio upload is not a video.
    expect(
      buildBulkReleases(
        records({ ...album, release_type: 'music_video', stores: '' }),
        context({ acknowledgedTerms: new Set(['music_video']) }),
      ).errors.map((e) => `${e.row}:${e.column}`),
    ).toEqual(['2:audio_upload_id']);
  });

  it('checks authors, artists and the release columns of later rows', () => {
    const result = buildBulkReleases(
      records(
        { ...album, lyricists: 'Taro Yamada', featured_artists: '同名' },
        {
          release_key: 'A',
          release_title: '別のタイトル',
          song_title: '二',
          lyricists: 'John',
          foreign_authors: '1',
          composers: 'John',
        },
      ),
      context(),
    );
    expect(result.errors.map((e) => `${e.row}:${e.column}:${e.message.en}`)).toEqual([
      '2:lyricists:A domestic author’s real name cannot contain alphabet letters.',
      '2:featured_artists:Several of your artists are named "同名". Rename one of them.',
      '3:release_title:Differs from the first row of this release (row 2). Repeat the same value or leave it empty.',
    ]);
  });

  it('refuses a file without the required columns, with unknown ones, or without data', () => {
    const result = buildBulkReleases(
      [
        ['release_key', 'release_titel', 'song_title'],
        ['A', 'x', 'y'],
      ],
      context(),
    );
    expect(result.errors.map((e) => `${e.row}:${e.column}`)).toEqual([
      '1:release_titel',
      '1:release_type',
      '1:release_title',
      '1:main_artists',
    ]);
    expect(buildBulkReleases([HEADER, HEADER.map(() => '  ')], context()).errors).toEqual([
      { row: null, column: null, message: expect.objectContaining({ en: 'The file has no data rows.' }) },
    ]);
  });

  it('finds duplicated and already used UPCs', () => {
    const result = buildBulkReleases(
      records(
        { ...album, release_type: 'single', upc: '4901234567894' },
        { ...album, release_key: 'B', release_type: 'single', upc: '490-1234-567894' },
        { ...album, release_key: 'C', release_type: 'single', upc: '012345678905' },
      ),
      context({ takenUpcs: new Set(['012345678905']) }),
    );
    expect(result.errors.map((e) => `${e.row}:${e.column}`)).toEqual(['3:upc', '4:upc']);
  });
});

describe('bulkCsvLocation', () => {
  it('places a rulebook path on the row of the song and the column it came from', () => {
    const origin = { key: 'A', rows: [5, 6], authorColumns: [['lyricists'], ['lyricists', 'composers']] as const };
    expect(bulkCsvLocation(origin as never, 'songs.1.authors.1.real_name')).toEqual({ row: 6, column: 'composers' });
    expect(bulkCsvLocation(origin as never, 'songs.0.file_upload_id')).toEqual({ row: 5, column: 'audio_upload_id' });
    expect(bulkCsvLocation(origin as never, 'main_artist_ids')).toEqual({ row: 5, column: 'main_artists' });
    expect(bulkCsvLocation(origin as never, 'something_else')).toEqual({ row: 5, column: 'release_key' });
  });
});

describe('the template', () => {
  it('has every column, described in both languages, and two example rows that form one valid album', () => {
    for (const c of BULK_CSV_COLUMNS) {
      expect(c.description.ja).not.toBe('');
      expect(c.description.en).not.toBe('');
    }
    const lines = bulkCsvTemplate(NOW).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(BULK_CSV_COLUMN_KEYS.join(','));
    const parsed = lines.map((line) => line.split(','));
    const result = buildBulkReleases(parsed, context());
    expect(result.errors).toEqual([]);
    expect(result.releases).toHaveLength(1);
    expect(result.releases[0]!.input.songs).toHaveLength(2);
  });

  it('quotes fields with separators and writes the error report in the asked language', () => {
    expect(formatCsv([['a,b', 'say "hi"', 'x\ny']])).toBe('"a,b","say ""hi""","x\ny"\r\n');
    const report = bulkCsvErrorReport(
      [
        { row: null, column: null, message: { ja: 'ファイル', en: 'file' } },
        { row: 3, column: 'isrc', message: { ja: 'ISRC', en: 'ISRC, again' } },
      ],
      'en',
    );
    expect(report).toBe('row,column,message\r\n,,file\r\n3,isrc,"ISRC, again"\r\n');
  });
});

describe('the batch status table', () => {
  it('lets a batch go forward only, and finish', () => {
    expect(canBulkUploadTransition('not_yet', 'ready')).toBe(true);
    expect(canBulkUploadTransition('ready', 'doing')).toBe(true);
    expect(canBulkUploadTransition('doing', 'cancel')).toBe(false);
    expect(canBulkUploadTransition('success', 'doing')).toBe(false);
    expect(canBulkUploadTransition('failure', 'ready')).toBe(false);
    for (const status of Object.keys(BULK_UPLOAD_TRANSITIONS) as Array<keyof typeof BULK_UPLOAD_TRANSITIONS>) {
      expect(isBulkUploadFinished(status)).toBe(['success', 'failure', 'cancel'].includes(status));
    }
  });
});
