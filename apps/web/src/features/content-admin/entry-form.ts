// The content editor's form: an entry as the editor holds it (both languages, the fields of its kind), the requests it
// makes (create, save with the concurrency token), what it refuses before asking, and what a failed save means.
import type { createContentEntry, getContentEntry, saveContentEntry } from '@otodoke/contract';
import { CONTENT_SUMMARY_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH } from '@otodoke/contract';
import type { AccountModelType, OldBannerColour, PersonCompanyType, PlanName, UserFeatureFlag } from '@otodoke/domain';
import type { ApiResult, CallArgs } from '../../app/api-client.ts';
import type { ApiRequestError } from '../../app/api-error.ts';
import { type ContentDoc, docOf, emptyDoc, imagesWithoutAlt, linkHrefOf } from './content-doc.ts';

export type ContentEntry = ApiResult<typeof getContentEntry>;
export type ContentKind = ContentEntry['kind'];
export type Language = 'ja' | 'en';
export const LANGUAGES: readonly Language[] = ['ja', 'en'];

type CreateBody = NonNullable<CallArgs<typeof createContentEntry>['body']>;
type SaveBody = NonNullable<CallArgs<typeof saveContentEntry>['body']>;

export interface LanguageDraft {
  /** Whether this language is written (an entry may be in one language only). */
  present: boolean;
  title: string;
  summary: string;
  body: ContentDoc;
}

export interface GuideDraft {
  categoryId: number | null;
  tagIds: number[];
  featured: boolean;
  position: number;
}

export interface NoticeDraft {
  display: 'once' | 'until_read';
  personCompanyTypes: PersonCompanyType[];
  accountModelTypes: AccountModelType[];
  plans: PlanName[];
  featureFlag: UserFeatureFlag | null;
  /** '' for no button. */
  ctaUrl: string;
  /** A `datetime-local` value in the operator's time zone; '' for no end. */
  endsAt: string;
  /** A one-time alert's banner colour (sent for alerts only; a popup has none). */
  bannerColour: OldBannerColour;
}

export interface EntryForm {
  kind: ContentKind;
  translations: Record<Language, LanguageDraft>;
  guide: GuideDraft;
  notice: NoticeDraft;
}

/** A field the form points at: a language's title/summary/body, the entry's languages, or a kind field. */
export type FormField =
  | `${Language}.title`
  | `${Language}.summary`
  | `${Language}.body`
  | 'translations'
  | 'categoryId'
  | 'ctaUrl'
  | 'endsAt';

/** What is wrong with a field: a key of the catalog's problems (problems.required, …). */
export type ProblemCode = 'required' | 'tooLong' | 'altMissing' | 'noLanguage' | 'unsafeUrl' | 'pastDate' | 'server';

export interface FormProblem {
  field: FormField;
  code: ProblemCode;
  /** The server's own words, for `server`. */
  message?: string;
}

export const GUIDE_KIND: ContentKind = 'guide_article';
export const NOTICE_KINDS: readonly ContentKind[] = ['popup', 'alert'];

function blankLanguage(present: boolean): LanguageDraft {
  return { present, title: '', summary: '', body: emptyDoc() };
}

function blankNotice(): NoticeDraft {
  return {
    display: 'once',
    personCompanyTypes: [],
    accountModelTypes: [],
    plans: [],
    featureFlag: null,
    ctaUrl: '',
    endsAt: '',
    bannerColour: 'white',
  };
}

/** A new entry of a kind, written first in the operator's language. */
export function newEntryForm(kind: ContentKind, language: Language): EntryForm {
  return {
    kind,
    translations: { ja: blankLanguage(language === 'ja'), en: blankLanguage(language === 'en') },
    guide: { categoryId: null, tagIds: [], featured: false, position: 0 },
    notice: blankNotice(),
  };
}

/** `2026-11-26T09:30` (the operator's clock) for an instant; '' for none. */
export function localInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a `datetime-local` value names (in the operator's time zone), or null when blank or not a date. */
export function instantOf(local: string): string | null {
  if (local.trim() === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The form holding an entry as loaded. */
export function entryToForm(entry: ContentEntry): EntryForm {
  const language = (lang: Language): LanguageDraft => {
    const found = entry.translations[lang];
    return found
      ? { present: true, title: found.title, summary: found.summary, body: docOf(found.body) }
      : blankLanguage(false);
  };
  const notice = entry.notice;
  return {
    kind: entry.kind,
    translations: { ja: language('ja'), en: language('en') },
    guide: entry.guide
      ? {
          categoryId: entry.guide.categoryId,
          tagIds: [...entry.guide.tagIds],
          featured: entry.guide.featured,
          position: entry.guide.position,
        }
      : { categoryId: entry.choices.categories[0]?.id ?? null, tagIds: [], featured: false, position: 0 },
    notice: notice
      ? {
          display: notice.display,
          personCompanyTypes: [...notice.personCompanyTypes],
          accountModelTypes: [...notice.accountModelTypes],
          plans: [...notice.plans],
          featureFlag: notice.featureFlag,
          ctaUrl: notice.ctaUrl ?? '',
          endsAt: localInputOf(notice.endsAt),
          bannerColour: notice.bannerColour ?? 'white',
        }
      : blankNotice(),
  };
}

/** What the form refuses before asking the server, in the form's order (Japanese, English, then the kind's fields). */
export function formProblems(form: EntryForm, now: Date = new Date()): FormProblem[] {
  const problems: FormProblem[] = [];
  const present = LANGUAGES.filter((lang) => form.translations[lang].present);
  if (present.length === 0) problems.push({ field: 'translations', code: 'noLanguage' });
  for (const lang of present) {
    const draft = form.translations[lang];
    const title = draft.title.trim();
    if (title === '') problems.push({ field: `${lang}.title`, code: 'required' });
    else if (title.length > CONTENT_TITLE_MAX_LENGTH) problems.push({ field: `${lang}.title`, code: 'tooLong' });
    if (draft.summary.trim().length > CONTENT_SUMMARY_MAX_LENGTH) {
      problems.push({ field: `${lang}.summary`, code: 'tooLong' });
    }
    if (imagesWithoutAlt(draft.body).length > 0) problems.push({ field: `${lang}.body`, code: 'altMissing' });
  }
  if (form.kind === GUIDE_KIND && form.guide.categoryId === null) {
    problems.push({ field: 'categoryId', code: 'required' });
  }
  if (NOTICE_KINDS.includes(form.kind)) {
    const cta = form.notice.ctaUrl.trim();
    if (cta !== '' && !isNoticeCtaUrl(cta)) problems.push({ field: 'ctaUrl', code: 'unsafeUrl' });
    const ends = instantOf(form.notice.endsAt);
    if (form.notice.endsAt.trim() !== '' && (ends === null || new Date(ends) <= now)) {
      problems.push({ field: 'endsAt', code: 'pastDate' });
    }
  }
  return problems;
}

/** A popup's button leads to a path of the service or an https address (not http, mailto or a script). */
export function isNoticeCtaUrl(value: string): boolean {
  const href = linkHrefOf(value);
  return href !== null && (href.startsWith('/') || href.startsWith('https://'));
}

function translationBody(draft: LanguageDraft) {
  return { title: draft.title.trim(), summary: draft.summary.trim(), body: draft.body };
}

function kindFields(form: EntryForm): Pick<CreateBody, 'guide' | 'notice'> {
  if (form.kind === GUIDE_KIND && form.guide.categoryId !== null) {
    return {
      guide: {
        categoryId: form.guide.categoryId,
        tagIds: form.guide.tagIds,
        featured: form.guide.featured,
        position: form.guide.position,
      },
    };
  }
  if (NOTICE_KINDS.includes(form.kind)) {
    const cta = form.notice.ctaUrl.trim();
    return {
      notice: {
        display: form.notice.display,
        personCompanyTypes: form.notice.personCompanyTypes,
        accountModelTypes: form.notice.accountModelTypes,
        plans: form.notice.plans,
        featureFlag: form.notice.featureFlag,
        ctaUrl: cta === '' ? null : (linkHrefOf(cta) ?? cta),
        endsAt: instantOf(form.notice.endsAt),
        ...(form.kind === 'alert' ? { bannerColour: form.notice.bannerColour } : {}),
      },
    };
  }
  return {};
}

/** The request that creates the entry: its written languages and the fields of its kind. */
export function createBodyOf(form: EntryForm): CreateBody {
  const translations: CreateBody['translations'] = {};
  for (const lang of LANGUAGES) {
    if (form.translations[lang].present) translations[lang] = translationBody(form.translations[lang]);
  }
  return { kind: form.kind, translations, ...kindFields(form) };
}

function sameTranslation(a: LanguageDraft, b: LanguageDraft): boolean {
  return JSON.stringify(translationBody(a)) === JSON.stringify(translationBody(b)) && a.present === b.present;
}

/**
 * The request that saves the form over the entry as loaded: only the languages changed since (each one saved is a
 * version of its own), the fields of its kind, and the `updatedAt` it was loaded at (a save over a newer one is 409).
 */
export function saveBodyOf(form: EntryForm, loaded: EntryForm, updatedAt: string): SaveBody {
  const translations: SaveBody['translations'] = {};
  for (const lang of LANGUAGES) {
    const draft = form.translations[lang];
    if (draft.present && !sameTranslation(draft, loaded.translations[lang]))
      translations[lang] = translationBody(draft);
  }
  return { updatedAt, translations, ...kindFields(form) };
}

/** Whether the form holds changes not saved yet. */
export function isFormDirty(form: EntryForm, loaded: EntryForm): boolean {
  return (
    LANGUAGES.some((lang) => !sameTranslation(form.translations[lang], loaded.translations[lang])) ||
    JSON.stringify(kindFields(form)) !== JSON.stringify(kindFields(loaded))
  );
}

/** What a failed request means to the editor. */
export type SaveFailure =
  | { kind: 'stale' }
  | { kind: 'lastLanguage' }
  | { kind: 'invalid'; problems: FormProblem[]; message: string }
  | { kind: 'other'; message: string };

const STALE_CODES = new Set(['CONTENT_STALE']);

/** The form field an API field error belongs to (body_en, translations.ja.title, guide.category_id…). */
export function fieldOfApiError(name: string): FormField | null {
  const key = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const nested = /^(?:translations\.)?(ja|en)\.(title|summary|body)$/.exec(key);
  if (nested) return `${nested[1] as Language}.${nested[2] as 'title' | 'summary' | 'body'}`;
  const flat = /^(title|summary|body)(Ja|En)$/.exec(key);
  if (flat) return `${flat[2]!.toLowerCase() as Language}.${flat[1] as 'title' | 'summary' | 'body'}`;
  if (/^(?:guide\.)?categoryId$/.test(key)) return 'categoryId';
  if (/^(?:notice\.)?ctaUrl$/.test(key)) return 'ctaUrl';
  if (/^(?:notice\.)?endsAt$/.test(key)) return 'endsAt';
  if (key === 'translations') return 'translations';
  return null;
}

/** Sorts a failed save: someone saved since (409), the last language, a field the server refused, or anything else. */
export function saveFailureOf(error: ApiRequestError): SaveFailure {
  if (error.statusCode === 409 && STALE_CODES.has(String(error.code))) return { kind: 'stale' };
  if (error.statusCode === 409 && String(error.code) === 'CONTENT_LAST_TRANSLATION') return { kind: 'lastLanguage' };
  if (error.statusCode === 400) {
    const problems: FormProblem[] = [];
    for (const [name, message] of Object.entries(error.fieldErrors)) {
      const field = fieldOfApiError(name);
      if (field) problems.push({ field, code: 'server', message });
    }
    return { kind: 'invalid', problems, message: error.message };
  }
  return { kind: 'other', message: error.message };
}

/** The first moment a schedule may name: a minute from now (the server refuses a time already past). */
export function scheduleProblem(local: string, now: Date = new Date()): 'required' | 'pastDate' | null {
  const instant = instantOf(local);
  if (instant === null) return 'required';
  return new Date(instant).getTime() <= now.getTime() + 30_000 ? 'pastDate' : null;
}

/** The form as saved: titles and summaries trimmed as they were sent (the new baseline for "unsaved changes"). */
export function savedForm(form: EntryForm): EntryForm {
  const trim = (draft: LanguageDraft): LanguageDraft =>
    draft.present ? { ...draft, title: draft.title.trim(), summary: draft.summary.trim() } : draft;
  return { ...form, translations: { ja: trim(form.translations.ja), en: trim(form.translations.en) } };
}

/** The form with one language taken out (not written), the others as they are. */
export function withoutLanguage(form: EntryForm, lang: Language): EntryForm {
  return { ...form, translations: { ...form.translations, [lang]: blankLanguage(false) } };
}

/** The form with one language started (an empty title and body to write). */
export function withLanguageStarted(form: EntryForm, lang: Language): EntryForm {
  return { ...form, translations: { ...form.translations, [lang]: blankLanguage(true) } };
}
