import { describe, expect, it } from 'vitest';
import { blankMessageFields, emptyMessageForm, messageBodyFrom, messageFieldOf } from './admin-message-form.ts';

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
    });
  });

  it('sends a link as typed, for the API to judge', () => {
    expect(messageBodyFrom({ ...emptyMessageForm(), linkPath: ' /dashboard/releases ' }).linkPath).toBe(
      '/dashboard/releases',
    );
  });

  it('points out blank titles and bodies in both languages; the link may stay blank', () => {
    expect(blankMessageFields(emptyMessageForm())).toEqual(['titleJa', 'bodyJa', 'titleEn', 'bodyEn']);
    expect(
      blankMessageFields({ titleJa: 'お知らせ', titleEn: ' ', bodyJa: '本文', bodyEn: 'Body', linkPath: '' }),
    ).toEqual(['titleEn']);
  });

  it('shows each API field error under its field', () => {
    expect(messageFieldOf('titleJa')).toBe('titleJa');
    expect(messageFieldOf('linkPath')).toBe('linkPath');
    expect(messageFieldOf('_')).toBeNull();
  });
});
