// The operators' content tools: create and save entries of every kind (optimistic concurrency: a save over a newer one
// is refused), status changes, versions and restore, secret preview links. Texts are written by content.service.ts.

import {
  type contentGuideFieldsSchema,
  type contentNoticeFieldsSchema,
  type contentTranslationsInputSchema,
  embedKey,
  type listContentEntries,
  renderContentHtml,
} from '@otodoke/contract';
import { AppError, type Language, SUPPORTED_LANGUAGES } from '@otodoke/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../../platform/db/client.ts';
import type { ContentKind } from '../../../platform/db/schema.ts';
import { hashToken, newToken } from '../../../platform/security/tokens.ts';
import * as contentRepo from '../content.repository.ts';
import {
  checkTranslations,
  createEntry,
  createGuideArticle,
  type TranslationInput,
  writeTranslations,
} from '../content.service.ts';
import type { ContentDocument } from '../document.ts';
import {
  type EntryParts,
  presentEntry,
  presentEntryRow,
  presentVersion,
  presentVersionRow,
} from './admin.presenter.ts';
import * as repo from './admin.repository.ts';
import { embedFacts, embedsIn } from './embeds.ts';

type TranslationsIn = z.output<typeof contentTranslationsInputSchema>;
type GuideIn = z.output<typeof contentGuideFieldsSchema>;
type NoticeIn = z.output<typeof contentNoticeFieldsSchema>;
type ListQuery = z.output<NonNullable<(typeof listContentEntries)['query']>>;

const NOTICE_KINDS: readonly ContentKind[] = ['popup', 'alert'];
const EMBED_LABELS = {
  ja: { artist: 'アーティスト', release: 'リリース' },
  en: { artist: 'Artist', release: 'Release' },
} as const;

function translationsOf(input: TranslationsIn): Partial<Record<Language, TranslationInput>> {
  const out: Partial<Record<Language, TranslationInput>> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const text = input[language];
    if (text)
      out[language] = { title: text.title, summary: text.summary, body: text.body as unknown as ContentDocument };
  }
  return out;
}

function noticeRow(entryId: number, kind: ContentKind, notice: NoticeIn | undefined): repo.NoticeSettingsRow {
  const ctaUrl = notice?.cta_url?.trim() || null;
  if (ctaUrl !== null && !(/^\/(?![/\\])/.test(ctaUrl) || /^https:\/\/[^\s]+$/i.test(ctaUrl))) {
    throw AppError.invalidFields({
      cta_url: {
        ja: 'サービス内のパスか https のアドレスを入力してください',
        en: 'Give a path of the service or an https address.',
      },
    });
  }
  return {
    entryId,
    display: notice?.display ?? 'once',
    personCompanyTypes: notice?.person_company_types ?? [],
    accountModelTypes: notice?.account_model_types ?? [],
    plans: notice?.plans ?? [],
    featureFlag: notice?.feature_flag ?? null,
    ctaUrl,
    endsAt: notice?.ends_at ? new Date(notice.ends_at) : null,
    bannerColour: kind === 'alert' ? (notice?.banner_colour ?? 'white') : null,
  };
}

const refuse = (field: string, ja: string, en: string) => AppError.invalidFields({ [field]: { ja, en } });

/** Refuses fields of another kind than the entry's (a popup's targeting on a news item is a client's mistake). */
function checkKindFields(kind: ContentKind, guide: GuideIn | undefined, notice: NoticeIn | undefined): void {
  if (guide && kind !== 'guide_article')
    throw refuse('guide', 'ガイド記事ではありません', 'Only a guide article has these fields.');
  if (notice && !NOTICE_KINDS.includes(kind))
    throw refuse('notice', 'ポップアップ・アラートではありません', 'Only a popup or an alert has these fields.');
  if (notice?.banner_colour && kind !== 'alert')
    throw refuse(
      'notice.banner_colour',
      'バナーの色はワンタイムアラートだけに設定できます',
      'Only a one-time alert has a banner colour.',
    );
}

async function checkGuideIds(tx: Executor, guide: GuideIn): Promise<void> {
  const found = await repo.existingGuideIds(tx, guide.category_id, guide.tag_ids);
  if (!found.category) throw refuse('guide.category_id', 'カテゴリーが見つかりません', 'No such category.');
  if (guide.tag_ids.some((id) => !found.tagIds.has(id)))
    throw refuse('guide.tag_ids', 'タグが見つかりません', 'No such tag.');
}

/** The entry, locked, as the client last saw it: 404 when gone, 409 CONTENT_STALE when someone saved since. */
async function lockFresh(tx: Executor, id: number, loadedAt: string | undefined): Promise<repo.EntryRow> {
  const entry = await repo.lockEntry(tx, id);
  if (!entry) throw new AppError('NOT_FOUND');
  if (loadedAt === undefined) return entry;
  const loaded = Date.parse(loadedAt);
  if (Number.isNaN(loaded)) throw refuse('updated_at', '日時の形式が正しくありません', 'Not a valid time.');
  if (entry.updatedAt.getTime() !== loaded) {
    throw new AppError('CONTENT_STALE', { updated_at: entry.updatedAt.toISOString(), updated_by: entry.updatedBy });
  }
  return entry;
}

export function createContentAdminService(deps: { db: Db; now: () => Date; publicUrl: string; nameSql: repo.NameSql }) {
  const { db, now, nameSql } = deps;

  async function detail(id: number) {
    const found = await repo.findEntry(db, id, nameSql);
    if (!found) throw new AppError('NOT_FOUND');
    const { entry } = found;
    const isGuide = entry.kind === 'guide_article';
    const [translations, guide, choices, notice] = await Promise.all([
      repo.translationsOf(db, id),
      isGuide ? repo.guideFieldsOf(db, id) : null,
      isGuide ? repo.guideChoices(db) : null,
      NOTICE_KINDS.includes(entry.kind) ? repo.noticeSettingsOf(db, id) : null,
    ]);
    const embeds = await embedFacts(db, embedsIn(translations.map((row) => row.body)));
    const parts: EntryParts = {
      entry,
      updatedByName: found.updatedByName,
      translations,
      guide,
      choices,
      notice,
      embeds,
    };
    return presentEntry(parts);
  }

  return {
    detail,

    async list(query: ListQuery) {
      const { rows, total } = await repo.listEntries(db, query, nameSql);
      return { items: rows.map(presentEntryRow), total, page: query.page, limit: query.limit };
    },

    async create(
      input: { kind: ContentKind; translations: TranslationsIn; guide?: GuideIn; notice?: NoticeIn },
      by: number,
    ) {
      checkKindFields(input.kind, input.guide, input.notice);
      const translations = translationsOf(input.translations);
      const created = await db.transaction(async (tx) => {
        if (input.kind === 'guide_article') {
          if (!input.guide) throw refuse('guide.category_id', '必須入力項目です', 'This field is required.');
          await checkGuideIds(tx, input.guide);
          return createGuideArticle(
            tx,
            {
              status: 'draft',
              categoryId: input.guide.category_id,
              tagIds: input.guide.tag_ids,
              featured: input.guide.featured,
              position: input.guide.position,
              translations,
            },
            by,
            now(),
          );
        }
        const entry = await createEntry(tx, { kind: input.kind, status: 'draft', translations }, by, now());
        if (entry && NOTICE_KINDS.includes(input.kind))
          await repo.saveNoticeSettings(tx, noticeRow(entry.id, input.kind, input.notice));
        return entry;
      });
      return detail(created!.id);
    },

    /** Saves the translations given and the kind's fields in one transaction, over the version the client loaded. */
    async save(
      id: number,
      input: { updated_at: string; translations: TranslationsIn; guide?: GuideIn; notice?: NoticeIn },
      by: number,
    ) {
      const translations = translationsOf(input.translations);
      if (Object.keys(translations).length > 0) checkTranslations(translations);
      await db.transaction(async (tx) => {
        const entry = await lockFresh(tx, id, input.updated_at);
        checkKindFields(entry.kind, input.guide, input.notice);
        if (input.guide) {
          await checkGuideIds(tx, input.guide);
          await contentRepo.saveGuideArticle(tx, {
            entryId: id,
            categoryId: input.guide.category_id,
            featured: input.guide.featured,
            position: input.guide.position,
            tagIds: input.guide.tag_ids,
          });
        }
        if (input.notice) await repo.saveNoticeSettings(tx, noticeRow(id, entry.kind, input.notice));
        await writeTranslations(tx, id, translations, by);
        await repo.touchEntry(tx, id, by);
      });
      return detail(id);
    },

    /** Removes one language; the entry keeps one at least. */
    async deleteTranslation(id: number, language: Language, loadedAt: string | undefined, by: number) {
      await db.transaction(async (tx) => {
        await lockFresh(tx, id, loadedAt);
        const present = (await repo.translationsOf(tx, id)).map((row) => row.language);
        if (!present.includes(language)) throw new AppError('NOT_FOUND');
        if (present.length === 1) throw new AppError('CONTENT_LAST_TRANSLATION');
        await repo.deleteTranslation(tx, id, language);
        await repo.touchEntry(tx, id, by);
      });
      return detail(id);
    },

    async setStatus(
      id: number,
      input: { action: 'publish' | 'schedule' | 'draft' | 'archive'; publish_at?: string; updated_at?: string },
      by: number,
    ) {
      await db.transaction(async (tx) => {
        const entry = await lockFresh(tx, id, input.updated_at);
        const at = now();
        if (input.action === 'publish' || input.action === 'schedule') {
          // What goes public must be complete: a translation at least, each titled, every image with alt text.
          const rows = await repo.translationsOf(tx, id);
          const texts: Partial<Record<Language, TranslationInput>> = {};
          for (const row of rows) {
            texts[row.language] = { title: row.title, summary: row.summary, body: row.body as ContentDocument };
          }
          checkTranslations(texts);
        }
        if (input.action === 'publish') {
          const publishAt = entry.status === 'published' && entry.publishAt ? entry.publishAt : at;
          await repo.touchEntry(tx, id, by, { status: 'published', publishAt });
        } else if (input.action === 'schedule') {
          const publishAt = input.publish_at ? new Date(input.publish_at) : null;
          if (!publishAt || publishAt.getTime() <= at.getTime()) {
            throw refuse('publish_at', '未来の日時を指定してください', 'Give a time in the future.');
          }
          await repo.touchEntry(tx, id, by, { status: 'scheduled', publishAt });
        } else if (input.action === 'draft') {
          await repo.touchEntry(tx, id, by, { status: 'draft', publishAt: null });
        } else {
          await repo.touchEntry(tx, id, by, { status: 'archived', publishAt: entry.publishAt });
        }
      });
      return detail(id);
    },

    async versions(id: number, query: { language?: Language; page: number; limit: number }) {
      if (!(await repo.findEntry(db, id, nameSql))) throw new AppError('NOT_FOUND');
      const { rows, total } = await repo.listVersions(db, id, query, nameSql);
      return { items: rows.map(presentVersionRow), total, page: query.page, limit: query.limit };
    },

    async version(id: number) {
      const found = await repo.findVersion(db, id, nameSql);
      if (!found) throw new AppError('NOT_FOUND');
      return presentVersion(found);
    },

    /** Saves the version's text as its language's current text: a new version; no version is ever removed. */
    async restore(versionId: number, loadedAt: string | undefined, by: number) {
      const found = await repo.findVersion(db, versionId, nameSql);
      if (!found) throw new AppError('NOT_FOUND');
      const { version } = found;
      await db.transaction(async (tx) => {
        await lockFresh(tx, version.entryId, loadedAt);
        const text = { title: version.title, summary: version.summary, body: version.body as ContentDocument };
        await writeTranslations(tx, version.entryId, { [version.language]: text }, by);
        await repo.touchEntry(tx, version.entryId, by);
      });
      return detail(version.entryId);
    },

    /** A new secret preview link (the old one stops working); only the token's SHA-256 is kept. */
    async createPreviewLink(id: number) {
      const token = newToken(32);
      if (!(await repo.setPreviewTokenHash(db, id, hashToken(token)))) throw new AppError('NOT_FOUND');
      const path = `/preview/content/${token}`;
      return { token, path, url: `${deps.publicUrl}${path}` };
    },

    async revokePreviewLink(id: number) {
      if (!(await repo.setPreviewTokenHash(db, id, null))) throw new AppError('NOT_FOUND');
      return { ok: true as const };
    },

    /** The entry a preview token opens, rendered in each language it has, whatever its status. */
    async preview(token: string) {
      if (!/^[\w-]{20,100}$/.test(token)) throw new AppError('NOT_FOUND');
      const entry = await repo.findEntryByPreviewHash(db, hashToken(token));
      if (!entry) throw new AppError('NOT_FOUND');
      const translations = await repo.translationsOf(db, entry.id);
      const facts = await embedFacts(db, embedsIn(translations.map((row) => row.body)));
      const embeds = Object.fromEntries(facts.map((fact) => [embedKey(fact.kind, fact.id), fact]));
      const rendered: Partial<Record<Language, { title: string; summary: string; html: string }>> = {};
      for (const row of translations) {
        rendered[row.language] = {
          title: row.title,
          summary: row.summary,
          html: renderContentHtml(row.body, { embeds, embedLabel: EMBED_LABELS[row.language] }),
        };
      }
      return {
        id: entry.id,
        kind: entry.kind,
        status: entry.status,
        publish_at: entry.publishAt?.toISOString() ?? null,
        translations: rendered,
      };
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
