// Wire forms of the operators' content API (contract content-admin.ts): entry rows, one entry, versions, the preview.
import type { Language } from '@otodoke/domain';
import type * as repo from './admin.repository.ts';
import type { EmbedFacts } from './embeds.ts';

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

type ListRow = Awaited<ReturnType<typeof repo.listEntries>>['rows'][number];

export function presentEntryRow(row: ListRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    publish_at: iso(row.publishAt),
    titles: { ja: row.titleJa, en: row.titleEn },
    updated_at: iso(row.updatedAt)!,
    updated_by_name: row.updatedByName,
  };
}

export interface EntryParts {
  entry: repo.EntryRow;
  updatedByName: string | null;
  translations: Awaited<ReturnType<typeof repo.translationsOf>>;
  guide: Awaited<ReturnType<typeof repo.guideFieldsOf>>;
  choices: Awaited<ReturnType<typeof repo.guideChoices>> | null;
  notice: repo.NoticeSettingsRow | null;
  embeds: EmbedFacts[];
}

const choice = (row: { id: number; slug: string; nameJa: string; nameEn: string }) => ({
  id: row.id,
  slug: row.slug,
  name_ja: row.nameJa,
  name_en: row.nameEn,
});

export function presentEntry(parts: EntryParts) {
  const { entry } = parts;
  const translations: Partial<
    Record<
      Language,
      { title: string; summary: string; body: { type: 'doc'; content: Record<string, unknown>[] }; updated_at: string }
    >
  > = {};
  for (const row of parts.translations) {
    translations[row.language] = {
      title: row.title,
      summary: row.summary,
      body: { type: 'doc' as const, content: (row.body.content ?? []) as Record<string, unknown>[] },
      updated_at: iso(row.updatedAt)!,
    };
  }
  return {
    id: entry.id,
    kind: entry.kind,
    status: entry.status,
    publish_at: iso(entry.publishAt),
    created_at: iso(entry.createdAt)!,
    updated_at: iso(entry.updatedAt)!,
    updated_by_name: parts.updatedByName,
    translations,
    guide: parts.guide
      ? {
          category_id: parts.guide.categoryId,
          tag_ids: parts.guide.tagIds,
          featured: parts.guide.featured,
          position: parts.guide.position,
        }
      : null,
    notice: parts.notice
      ? {
          display: parts.notice.display,
          person_company_types: parts.notice.personCompanyTypes,
          account_model_types: parts.notice.accountModelTypes,
          plans: parts.notice.plans as never[],
          feature_flag: parts.notice.featureFlag as never,
          cta_url: parts.notice.ctaUrl,
          ends_at: iso(parts.notice.endsAt),
          banner_colour: entry.kind === 'alert' ? (parts.notice.bannerColour ?? 'white') : null,
        }
      : null,
    choices: {
      categories: parts.choices?.categories.map(choice) ?? [],
      tags: parts.choices?.tags.map(choice) ?? [],
    },
    embeds: parts.embeds,
    has_preview_link: entry.previewTokenHash !== null,
  };
}

type VersionListRow = Awaited<ReturnType<typeof repo.listVersions>>['rows'][number];

export function presentVersionRow(row: VersionListRow) {
  return {
    id: row.id,
    language: row.language,
    title: row.title,
    created_at: iso(row.createdAt)!,
    created_by_name: row.createdByName,
  };
}

export function presentVersion(found: NonNullable<Awaited<ReturnType<typeof repo.findVersion>>>) {
  const { version } = found;
  return {
    ...presentVersionRow({ ...version, createdByName: found.createdByName }),
    entry_id: version.entryId,
    summary: version.summary,
    body: { type: 'doc' as const, content: (version.body.content ?? []) as Record<string, unknown>[] },
  };
}
