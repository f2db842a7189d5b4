// /admin/content/new?kind= and /admin/content/:id: loads the entry (or starts a new one of the kind) and the guide's
// categories and tags, then opens the editor. Operators only (WEB_ROUTES access 'admin').
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { getContentEntry, listGuideCategories, listGuideTags } from '@otodoke/contract';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useApi } from '../../app/data/use-api.ts';
import { NotFoundPage } from '../../app/errors/NotFoundPage.tsx';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { LoadError } from '../../ui/LoadError.tsx';
import { entryIdOf, kindOf } from './content-paths.ts';
import { EntryEditor } from './EntryEditor.tsx';
import { type ContentEntry, entryToForm, GUIDE_KIND, newEntryForm } from './entry-form.ts';
import type { Choice } from './KindPanel.tsx';

function Loading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={64} />
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}

/** The guide's categories and tags as the editor offers them, named in the operator's language. */
function choicesOf(entry: ContentEntry, language: 'ja' | 'en'): { categories: Choice[]; tags: Choice[] } {
  const named = (each: { id: number; nameJa: string; nameEn: string }) => ({
    id: each.id,
    name: language === 'en' ? each.nameEn : each.nameJa,
  });
  return { categories: entry.choices.categories.map(named), tags: entry.choices.tags.map(named) };
}

export function ContentEditorPage() {
  const { id } = useParams();
  return id === undefined ? <NewEntryPage /> : <ExistingEntryPage id={entryIdOf(id)} />;
}

function NewEntryPage() {
  const [params] = useSearchParams();
  const language = useLanguage();
  const kind = kindOf(params.get('kind'));
  const isGuide = kind === GUIDE_KIND;
  // A new article has no entry to carry the choices yet: the guide's public lists give them.
  const categories = useApi(listGuideCategories, isGuide ? {} : null);
  const tags = useApi(listGuideTags, isGuide ? {} : null);
  if (!kind) return <NotFoundPage />;
  if (isGuide && (categories.error || tags.error)) {
    const error = categories.error ?? tags.error;
    return (
      <LoadError
        message={error?.message ?? ''}
        onRetry={() => void Promise.all([categories.mutate(), tags.mutate()])}
      />
    );
  }
  if (isGuide && (!categories.data || !tags.data)) return <Loading />;
  const categoryChoices = (categories.data?.items ?? []).map((each) => ({ id: each.id, name: each.name }));
  const form = newEntryForm(kind, language);
  if (isGuide) form.guide.categoryId = categoryChoices[0]?.id ?? null;
  return (
    <EntryEditor
      key={kind}
      entry={null}
      kind={kind}
      initialForm={form}
      categories={categoryChoices}
      tags={(tags.data?.items ?? []).map((each) => ({ id: each.id, name: each.name }))}
      language={language}
    />
  );
}

function ExistingEntryPage({ id }: { id: number | null }) {
  const language = useLanguage();
  const entry = useApi(getContentEntry, id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  if (id === null || entry.error?.statusCode === 404) return <NotFoundPage />;
  if (entry.error) return <LoadError message={entry.error.message} onRetry={() => void entry.mutate()} />;
  if (!entry.data) return <Loading />;
  const { categories, tags } = choicesOf(entry.data, language);
  return (
    <EntryEditor
      key={entry.data.id}
      entry={entry.data}
      kind={entry.data.kind}
      initialForm={entryToForm(entry.data)}
      categories={categories}
      tags={tags}
      language={language}
    />
  );
}
