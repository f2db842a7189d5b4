import { describe, expect, it } from 'vitest';
import { emptySong } from './release-form.ts';
import { allAvailableStoreIds, groupStoreChoices, storeChoices, unavailableStoreIds } from './store-choices.ts';

const options = [
  { id: 'spotify', name: 'Spotify', available: true, reasons: [] },
  { id: 'tiktok', name: 'TikTok', available: true, reasons: [] },
  { id: 'mora_hires', name: 'mora (ハイレゾ / Hi-Res)', available: true, reasons: [] },
  { id: 'beatport', name: 'Beatport', available: true, reasons: [] },
  { id: 'future_store', name: 'Future', available: false, reasons: [{ reason: 'x', message: 'サーバーの理由' }] },
];

const song = (durationSeconds: number, isHires: boolean) => ({
  ...emptySong(),
  file: { id: 1, status: 'accepted' as const, originalName: 'a.wav', facts: { durationSeconds, isHires } },
});

describe('store choices', () => {
  it('follows the form as it is now: territories, genre and files', () => {
    const choices = storeChoices(
      options,
      'single',
      { primaryGenreId: '17', secondaryGenreId: '', worldwide: false, songs: [song(20, false)] },
      'ja',
    );
    const byId = Object.fromEntries(choices.map((choice) => [choice.id, choice]));
    expect(byId.spotify?.available).toBe(false);
    expect(byId.spotify?.reasons).toEqual(['30秒未満の音源が含まれているため配信できません']);
    expect(byId.tiktok?.reasons).toEqual(['配信地域を全世界にした場合のみ配信できるストアです']);
    expect(byId.mora_hires?.available).toBe(false);
    expect(byId.beatport?.reasons).toEqual(['このジャンルは配信できないストアです']);
    expect(byId.future_store).toEqual({
      id: 'future_store',
      name: 'Future',
      available: false,
      reasons: ['サーバーの理由'],
    });
    expect([...unavailableStoreIds(choices)].sort()).toEqual([
      'beatport',
      'future_store',
      'mora_hires',
      'spotify',
      'tiktok',
    ]);
  });

  it('offers every store when the release fits, and "select all" takes them all', () => {
    const choices = storeChoices(
      options.slice(0, 4),
      'single',
      { primaryGenreId: '9', secondaryGenreId: '', worldwide: true, songs: [song(200, true)] },
      'en',
    );
    expect(allAvailableStoreIds(choices)).toEqual(['spotify', 'tiktok', 'mora_hires', 'beatport']);
  });

  it('disables Qobuz for CD-quality audio with the reason, as the store would refuse it, and "select all" skips it', () => {
    const offered = [
      { id: 'spotify', name: 'Spotify', available: true, reasons: [] },
      { id: 'qobuz', name: 'Qobuz', available: true, reasons: [] },
    ];
    const facts = { primaryGenreId: '17', secondaryGenreId: '', worldwide: true };
    const cd = storeChoices(offered, 'single', { ...facts, songs: [song(200, false)] }, 'en');
    expect(cd.find((choice) => choice.id === 'qobuz')).toMatchObject({
      available: false,
      reasons: ['This store only takes hi-res audio (24-bit, 48 kHz or more).'],
    });
    expect(allAvailableStoreIds(cd)).toEqual(['spotify']);
    const hires = storeChoices(offered, 'single', { ...facts, songs: [song(200, true)] }, 'ja');
    expect(allAvailableStoreIds(hires)).toEqual(['spotify', 'qobuz']);
    expect(
      groupStoreChoices(hires)
        .find((entry) => entry.group === 'hires')
        ?.stores.map((s) => s.id),
    ).toEqual(['qobuz']);
  });

  it('groups stores by what they are', () => {
    const choices = storeChoices(
      options,
      'single',
      { primaryGenreId: '', secondaryGenreId: '', worldwide: true, songs: [] },
      'en',
    );
    expect(groupStoreChoices(choices).map(({ group, stores }) => [group, stores.map((s) => s.id)])).toEqual([
      ['streaming', ['spotify', 'future_store']],
      ['hires', ['mora_hires']],
      ['specialist', ['beatport']],
      ['social', ['tiktok']],
    ]);
  });
});
