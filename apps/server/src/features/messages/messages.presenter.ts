// Messages as the wire shows them: the inbox in the reader's language, the operators' view with both languages.
import type { Language } from '@otodoke/domain';
import type { MessageRow } from './messages.repository.ts';

/** The text in the reader's language; Japanese when the English one was left empty. */
function inLanguage(ja: string, en: string, language: Language): string {
  return language === 'en' && en.trim() !== '' ? en : ja;
}

export function presentMessage(row: MessageRow, readAt: Date | null, language: Language) {
  return {
    id: row.id,
    type: row.type,
    title: inLanguage(row.titleJa, row.titleEn, language),
    body: inLanguage(row.bodyJa, row.bodyEn, language),
    link_path: row.linkPath,
    static_image_type: row.staticImageType,
    created_at: row.createdAt.toISOString(),
    is_read: readAt !== null,
  };
}

export function presentAdminMessage(
  row: MessageRow,
  createdByName: string | null,
  counts: { readCount: number; accountCount: number },
) {
  return {
    id: row.id,
    title_ja: row.titleJa,
    title_en: row.titleEn,
    body_ja: row.bodyJa,
    body_en: row.bodyEn,
    link_path: row.linkPath,
    static_image_type: row.staticImageType,
    created_at: row.createdAt.toISOString(),
    created_by_name: createdByName,
    read_count: counts.readCount,
    account_count: counts.accountCount,
  };
}

export function presentCounts(counts: { general: number; personal: number }) {
  return { general: counts.general, personal: counts.personal, total: counts.general + counts.personal };
}
