import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api-error.ts';
import type { ContentDoc } from './content-doc.ts';
import {
  type ContentEntry,
  createBodyOf,
  entryToForm,
  fieldOfApiError,
  formProblems,
  instantOf,
  isFormDirty,
  localInputOf,
  newEntryForm,
  saveBodyOf,
  savedForm,
  saveFailureOf,
  scheduleProblem,
  withLanguageStarted,
  withoutLanguage,
} from './entry-form.ts';

const body = (text: string): ContentDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

function entry(overrides: Partial<ContentEntry> = {}): ContentEntry {
  return {
    id: 7,
    kind: 'guide_article',
    status: 'draft',
    publishAt: null,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-26T03:04:05.678Z',
    updatedByName: 'Otodoke Operator',
    translations: {
      ja: { title: '配信の始め方', summary: '最初の一歩', body: body('本文'), updatedAt: '2026-11-26T03:04:05.678Z' },
    },
    guide: { categoryId: 2, tagIds: [5], featured: false, position: 3 },
    notice: null,
    choices: { categories: [{ id: 2, slug: 'start', nameJa: 'はじめに', nameEn: 'Start' }], tags: [] },
    embeds: [],
    hasPreviewLink: false,
    ...overrides,
  };
}

const apiError = (statusCode: number, code: string, details: Record<string, unknown> = {}) =>
  new ApiRequestError({ statusCode, code, message: `failed: ${code}`, details, source: 'api' });

describe('the request a form makes', () => {
  it('creates with the written languages only, trimmed, and the guide fields', () => {
    const form = newEntryForm('guide_article', 'ja');
    form.translations.ja = { present: true, title: '  はじめての配信  ', summary: ' 概要 ', body: body('こんにちは') };
    form.guide = { categoryId: 4, tagIds: [1, 2], featured: true, position: 0 };
    expect(createBodyOf(form)).toEqual({
      kind: 'guide_article',
      translations: { ja: { title: 'はじめての配信', summary: '概要', body: body('こんにちは') } },
      guide: { categoryId: 4, tagIds: [1, 2], featured: true, position: 0 },
    });
  });

  it('saves only the languages changed since loading, with the token it loaded', () => {
    const loaded = entryToForm(entry());
    const started = withLanguageStarted(loaded, 'en');
    started.translations.en = { present: true, title: 'Getting started', summary: '', body: body('Hello') };
    const saved = saveBodyOf(started, loaded, '2026-11-26T03:04:05.678Z');
    expect(saved.updatedAt).toBe('2026-11-26T03:04:05.678Z');
    expect(Object.keys(saved.translations ?? {})).toEqual(['en']);
    expect(saved.guide).toEqual({ categoryId: 2, tagIds: [5], featured: false, position: 3 });

    const edited = { ...loaded, translations: { ...loaded.translations } };
    edited.translations.ja = { ...edited.translations.ja, body: body('書き直した本文') };
    expect(Object.keys(saveBodyOf(edited, loaded, 'x').translations ?? {})).toEqual(['ja']);
    expect(saveBodyOf(loaded, loaded, 'x').translations).toEqual({});
  });

  it("sends a popup's audience, its button and its end as an instant", () => {
    const form = newEntryForm('popup', 'en');
    form.translations.en = { present: true, title: 'Maintenance', summary: '', body: body('Tonight') };
    form.notice = {
      display: 'until_read',
      personCompanyTypes: ['company'],
      accountModelTypes: ['LS', 'OEM'],
      plans: ['unlimited_pro'],
      featureFlag: 'isPaidAccount',
      ctaUrl: ' /dashboard/releases ',
      endsAt: '2030-01-02T03:04',
      bannerColour: 'black',
    };
    const created = createBodyOf(form);
    expect(created.notice).toEqual({
      display: 'until_read',
      personCompanyTypes: ['company'],
      accountModelTypes: ['LS', 'OEM'],
      plans: ['unlimited_pro'],
      featureFlag: 'isPaidAccount',
      ctaUrl: '/dashboard/releases',
      endsAt: new Date('2030-01-02T03:04').toISOString(),
    });
    expect(created.guide).toBeUndefined();
    form.notice.ctaUrl = '';
    form.notice.endsAt = '';
    expect(createBodyOf(form).notice).toMatchObject({ ctaUrl: null, endsAt: null });
  });

  it("sends a one-time alert's banner colour (white for a new one), never a popup's", () => {
    const form = newEntryForm('alert', 'ja');
    form.translations.ja = { present: true, title: '仕様変更', summary: '', body: body('明日から') };
    expect(createBodyOf(form).notice?.bannerColour).toBe('white');
    form.notice.bannerColour = 'black';
    expect(createBodyOf(form).notice?.bannerColour).toBe('black');
    const popup = { ...form, kind: 'popup' as const };
    expect(createBodyOf(popup).notice).not.toHaveProperty('bannerColour');
  });

  it("loads an alert's banner colour, and a change to it is an unsaved change sent with the save", () => {
    const notice = {
      display: 'once' as const,
      personCompanyTypes: [],
      accountModelTypes: [],
      plans: [],
      featureFlag: null,
      ctaUrl: null,
      endsAt: null,
      bannerColour: 'black' as const,
    };
    const loaded = entryToForm(entry({ kind: 'alert', guide: null, notice }));
    expect(loaded.notice.bannerColour).toBe('black');
    expect(
      entryToForm(entry({ kind: 'alert', guide: null, notice: { ...notice, bannerColour: null } })).notice,
    ).toMatchObject({ bannerColour: 'white' });
    const white = { ...loaded, notice: { ...loaded.notice, bannerColour: 'white' as const } };
    expect(isFormDirty(loaded, loaded)).toBe(false);
    expect(isFormDirty(white, loaded)).toBe(true);
    expect(saveBodyOf(white, loaded, 'x').notice?.bannerColour).toBe('white');
  });

  it('tells unsaved changes from none, and the saved form is the new baseline', () => {
    const loaded = entryToForm(entry());
    expect(isFormDirty(loaded, loaded)).toBe(false);
    const typed = {
      ...loaded,
      translations: { ...loaded.translations, ja: { ...loaded.translations.ja, title: 'x  ' } },
    };
    expect(isFormDirty(typed, loaded)).toBe(true);
    expect(isFormDirty({ ...loaded, guide: { ...loaded.guide, featured: true } }, loaded)).toBe(true);
    expect(savedForm(typed).translations.ja.title).toBe('x');
    expect(isFormDirty(withoutLanguage(loaded, 'en'), loaded)).toBe(false);
  });
});

describe('what the form refuses before asking', () => {
  it('asks for a title in each written language, and for one language at least', () => {
    const form = newEntryForm('news', 'ja');
    expect(formProblems(form)).toEqual([{ field: 'ja.title', code: 'required' }]);
    expect(formProblems(withoutLanguage(form, 'ja'))).toEqual([{ field: 'translations', code: 'noLanguage' }]);
  });

  it('refuses a body holding an image without alt text', () => {
    const form = newEntryForm('news', 'en');
    form.translations.en = {
      present: true,
      title: 'T',
      summary: '',
      body: { type: 'doc', content: [{ type: 'image', attrs: { src: '/media/content/1/480.webp', alt: '' } }] },
    };
    expect(formProblems(form)).toEqual([{ field: 'en.body', code: 'altMissing' }]);
  });

  it("checks a guide article's category and a popup's button and end", () => {
    const guide = newEntryForm('guide_article', 'ja');
    guide.translations.ja.title = 'T';
    expect(formProblems(guide)).toEqual([{ field: 'categoryId', code: 'required' }]);

    const popup = newEntryForm('alert', 'ja');
    popup.translations.ja.title = 'T';
    popup.notice.ctaUrl = 'javascript:alert(1)';
    popup.notice.endsAt = '2020-01-01T00:00';
    expect(formProblems(popup, new Date('2026-11-26T00:00:00Z'))).toEqual([
      { field: 'ctaUrl', code: 'unsafeUrl' },
      { field: 'endsAt', code: 'pastDate' },
    ]);
    popup.notice.ctaUrl = 'http://plain.example';
    expect(formProblems(popup).map((problem) => problem.code)).toContain('unsafeUrl');
    popup.notice.ctaUrl = 'https://otodoke.example/x';
    popup.notice.endsAt = '';
    expect(formProblems(popup)).toEqual([]);
  });

  it('schedules only in the future', () => {
    const now = new Date('2026-11-26T12:00:00');
    expect(scheduleProblem('', now)).toBe('required');
    expect(scheduleProblem('2026-11-26T11:59', now)).toBe('pastDate');
    expect(scheduleProblem('2026-11-26T12:00', now)).toBe('pastDate');
    expect(scheduleProblem('2026-11-26T12:05', now)).toBeNull();
  });

  it('turns an instant into the picker value and back', () => {
    const iso = new Date('2031-05-06T07:08').toISOString();
    expect(localInputOf(iso)).toBe('2031-05-06T07:08');
    expect(instantOf(localInputOf(iso))).toBe(iso);
    expect(instantOf('')).toBeNull();
    expect(localInputOf(null)).toBe('');
  });
});

describe('what a failed save means', () => {
  it('a 409 CONTENT_STALE is a stale save (reload), never a silent overwrite', () => {
    expect(saveFailureOf(apiError(409, 'CONTENT_STALE'))).toEqual({ kind: 'stale' });
    expect(saveFailureOf(apiError(409, 'CONTENT_LAST_TRANSLATION'))).toEqual({ kind: 'lastLanguage' });
    expect(saveFailureOf(apiError(409, 'SOMETHING_ELSE')).kind).toBe('other');
  });

  it("puts the server's field errors on the form's fields", () => {
    const failure = saveFailureOf(
      apiError(400, 'VALIDATION_FAILED', {
        fields: { body_en: 'Image 2 has no alt text', 'translations.ja.title': 'Required', nonsense: 'x' },
      }),
    );
    expect(failure).toEqual({
      kind: 'invalid',
      message: 'failed: VALIDATION_FAILED',
      problems: [
        { field: 'en.body', code: 'server', message: 'Image 2 has no alt text' },
        { field: 'ja.title', code: 'server', message: 'Required' },
      ],
    });
    expect(saveFailureOf(apiError(500, 'INTERNAL')).kind).toBe('other');
  });

  it('reads field names in every spelling the API uses', () => {
    expect(fieldOfApiError('titleJa')).toBe('ja.title');
    expect(fieldOfApiError('summary_en')).toBe('en.summary');
    expect(fieldOfApiError('guide.category_id')).toBe('categoryId');
    expect(fieldOfApiError('ctaUrl')).toBe('ctaUrl');
    expect(fieldOfApiError('ends_at')).toBe('endsAt');
    expect(fieldOfApiError('kind')).toBeNull();
  });
});
