import { describe, expect, it } from 'vitest';
import {
  blankMessageFields,
  emptyMessageForm,
  IMAGE_TYPE_CHOICES,
  messageBodyFrom,
  messageFieldOf,
  readShare,
} from './admin-message-form.ts';

describe('the operators announcement form', () => {
  it('sends both languages trimmed, and no link when the link is blank', () => {
    const body = messageBodyFrom({
      ...emptyMessageForm(),
      titleJa: ' メンテナンスのお知らせ ',
      titleEn: 'Maintenance ',
      bodyJa: '12月1日に\nメンテナンスを行います。\n',
      bodyEn: 'On 1 December.',
      linkPath: '   ',
    });
    expect(body).toEqual({
      titleJa: 'メンテナンスのお知らせ',
      titleEn: 'Maintenance',
      bodyJa: '12月1日に\nメンテナンスを行います。',
      bodyEn: 'On 1 December.',
      linkPath: null,
      staticImageType: null,
    });
  });

  it('sends the chosen picture, none when left at none', () => {
    expect(messageBodyFrom({ ...emptyMessageForm(), staticImageType: 'chart_in' }).staticImageType).toBe('chart_in');
    expect(messageBodyFrom(emptyMessageForm()).staticImageType).toBeNull();
    expect(IMAGE_TYPE_CHOICES).toEqual(['', 'chart_in', 'report', 'other']);
  });

  it('gives the share of accounts that read it as a whole percent', () => {
    expect(readShare(1, 3)).toBe(33);
    expect(readShare(3, 3)).toBe(100);
    expect(readShare(0, 0)).toBe(0);
    expect(readShare(5, 4)).toBe(100);
  });

  it('sends a link as typed, for the API to judge', () => {
    expect(messageBodyFrom({ ...emptyMessageForm(), linkPath: ' /dashboard/releases ' }).linkPath).toBe(
      '/dashboard/releases',
    );
  });

  it('points out blank titles and bodies in both languages; the link may stay blank', () => {
    expect(blankMessageFields(emptyMessageForm())).toEqual(['titleJa', 'bodyJa', 'titleEn', 'bodyEn']);
    expect(
      blankMessageFields({
        titleJa: 'お知らせ',
        titleEn: ' ',
        bodyJa: '本文',
        bodyEn: 'Body',
        linkPath: '',
        staticImageType: '',
      }),
    ).toEqual(['titleEn']);
  });

  it('shows each API field error under its field', () => {
    expect(messageFieldOf('titleJa')).toBe('titleJa');
    expect(messageFieldOf('linkPath')).toBe('linkPath');
    expect(messageFieldOf('_')).toBeNull();
  });
});
