// The content editor's workspace: Japanese and English side by side (tabs on phones), the kind's fields, save with
// the concurrency token (409: someone saved since, reload), status, preview link and versions.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { createContentEntry, deleteContentTranslation, getContentEntry, saveContentEntry } from '@otodoke/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { CONTENT_LIST_PATH, entryPath } from './content-paths.ts';
import {
  type ContentEntry,
  type ContentKind,
  createBodyOf,
  type EntryForm,
  entryToForm,
  type FormProblem,
  formProblems,
  GUIDE_KIND,
  isFormDirty,
  LANGUAGES,
  type Language,
  NOTICE_KINDS,
  saveBodyOf,
  savedForm,
  saveFailureOf,
  withLanguageStarted,
  withoutLanguage,
} from './entry-form.ts';
import { type Choice, GuidePanel, NoticePanel } from './KindPanel.tsx';
import { LanguagePane } from './LanguagePane.tsx';
import { PreviewLinkPanel } from './PreviewLinkPanel.tsx';
import { StatusChip } from './StatusChip.tsx';
import { StatusPanel } from './StatusPanel.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import { VersionsPanel } from './VersionsPanel.tsx';

export interface EntryEditorProps {
  /** The entry as loaded; null while it is new (not saved yet). */
  entry: ContentEntry | null;
  kind: ContentKind;
  initialForm: EntryForm;
  categories: readonly Choice[];
  tags: readonly Choice[];
  /** The operator's language: the pane shown first on phones. */
  language: Language;
}

const other = (lang: Language): Language => (lang === 'ja' ? 'en' : 'ja');

export function EntryEditor({ entry: first, kind, initialForm, categories, tags, language }: EntryEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const [entry, setEntry] = useState(first);
  const [loaded, setLoaded] = useState(initialForm);
  const [form, setForm] = useState(initialForm);
  const [revision, setRevision] = useState(0);
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const [pane, setPane] = useState<Language>(language);
  const leaving = useRef(false);
  const dirty = isFormDirty(form, loaded);
  useLeaveGuard(dirty, leaving);

  const fail = (thrown: unknown) => {
    const failure = saveFailureOf(toApiRequestError(thrown));
    if (failure.kind === 'stale') {
      setStale(true);
      return;
    }
    if (failure.kind === 'lastLanguage') {
      showSnackbar(t('contentAdmin.editor.lastLanguage'), 'error');
      return;
    }
    if (failure.kind === 'invalid' && failure.problems.length > 0) {
      setProblems(failure.problems);
      setNotice(failure.message);
      return;
    }
    handleError(thrown);
  };

  /** Shows an entry as the server holds it now (after a reload or a restore): its texts replace the form's. */
  const apply = (fresh: ContentEntry) => {
    const next = entryToForm(fresh);
    setEntry(fresh);
    setLoaded(next);
    setForm(next);
    setRevision((n) => n + 1);
    setProblems([]);
    setNotice(null);
    setStale(false);
  };

  const save = async () => {
    const found = formProblems(form);
    setProblems(found);
    if (found.length > 0) {
      setNotice(t('contentAdmin.editor.fixProblems'));
      const lang = found.find((problem) => problem.field.startsWith('ja.') || problem.field.startsWith('en.'));
      if (lang) setPane(lang.field.slice(0, 2) as Language);
      return;
    }
    setNotice(null);
    setSaving(true);
    try {
      if (!entry) {
        const created = await callApi(createContentEntry, { body: createBodyOf(form) });
        leaving.current = true;
        showSnackbar(t('contentAdmin.editor.created'), 'success');
        void navigate(entryPath(created.id), { replace: true });
        return;
      }
      const saved = await callApi(saveContentEntry, {
        params: { id: entry.id },
        body: saveBodyOf(form, loaded, entry.updatedAt),
      });
      const baseline = savedForm(form);
      setEntry(saved);
      setForm(baseline);
      setLoaded(baseline);
      setStale(false);
      showSnackbar(t('contentAdmin.editor.saved'), 'success');
    } catch (thrown) {
      fail(thrown);
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    if (!entry) return;
    if (dirty) {
      const ok = await confirm({
        title: t('contentAdmin.editor.reloadTitle'),
        content: t('contentAdmin.editor.reloadBody'),
        okLabel: t('contentAdmin.editor.reload'),
      });
      if (!ok) return;
    }
    try {
      apply(await callApi(getContentEntry, { params: { id: entry.id } }));
    } catch (thrown) {
      handleError(thrown);
    }
  };

  const removeLanguage = async (lang: Language) => {
    if (!entry?.translations[lang]) {
      setForm((current) => withoutLanguage(current, lang));
      setPane(other(lang));
      return;
    }
    let changed = null as ContentEntry | null;
    try {
      const ok = await confirm({
        title: t('contentAdmin.editor.removeTitle', { language: t(`contentAdmin.languages.${lang}`) }),
        content: t('contentAdmin.editor.removeBody'),
        okLabel: t('contentAdmin.editor.removeLanguage'),
        onConfirm: async () => {
          changed = await callApi(deleteContentTranslation, {
            params: { id: entry.id, language: lang },
            query: { updatedAt: entry.updatedAt },
          });
        },
      });
      if (!ok || !changed) return;
      const removed = changed;
      setEntry(removed);
      setForm((current) => withoutLanguage(current, lang));
      setLoaded((current) => withoutLanguage(current, lang));
      setPane(other(lang));
    } catch (thrown) {
      fail(thrown);
    }
  };

  /** A saved language may go while the other is saved too; a started one while the other is written. */
  const removable = (lang: Language) =>
    entry?.translations[lang] ? Boolean(entry.translations[other(lang)]) : form.translations[other(lang)].present;

  const kindName = t(`contentAdmin.kinds.${kind}`);
  const heading = entry
    ? (
        form.translations[language].title ||
        form.translations[other(language)].title ||
        t('contentAdmin.list.untitled')
      ).trim()
    : t('contentAdmin.editor.newTitle', { kind: kindName });
  const translationsProblem = problems.find((problem) => problem.field === 'translations');

  return (
    <Stack spacing={{ xs: 2, md: 3 }} sx={{ minWidth: 0 }}>
      <Box>
        <Link
          component={RouterLink}
          to={CONTENT_LIST_PATH}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('contentAdmin.editor.back')}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {entry ? t('contentAdmin.editor.editing', { kind: kindName, id: entry.id }) : kindName}
        </Typography>
        <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
      </Box>

      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          p: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          {entry && <StatusChip status={entry.status} publishAt={entry.publishAt} />}
          <Typography variant="body2" role="status" sx={{ color: dirty ? 'warning.main' : 'text.secondary' }}>
            {t(dirty ? 'contentAdmin.editor.unsaved' : 'contentAdmin.editor.allSaved')}
          </Typography>
        </Stack>
        <Button variant="contained" startIcon={<SaveOutlinedIcon />} disabled={saving} onClick={() => void save()}>
          {t(entry ? 'contentAdmin.editor.save' : 'contentAdmin.editor.create')}
        </Button>
      </Paper>

      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {t('contentAdmin.editor.reload')}
            </Button>
          }
        >
          {t('contentAdmin.editor.stale')}
        </Alert>
      )}
      {notice && (
        <Alert severity="error" onClose={() => setNotice(null)}>
          {translationsProblem ? t('contentAdmin.problems.noLanguage') : notice}
        </Alert>
      )}

      <Box>
        <Tabs
          value={pane}
          onChange={(_, next: Language) => setPane(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('contentAdmin.editor.languageTabs')}
          sx={{ display: { xs: 'flex', md: 'none' }, mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {LANGUAGES.map((lang) => (
            <Tab key={lang} value={lang} label={t(`contentAdmin.languages.${lang}`)} />
          ))}
        </Tabs>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {LANGUAGES.map((lang) => (
            <Box key={lang} sx={{ display: { xs: pane === lang ? 'block' : 'none', md: 'block' }, minWidth: 0 }}>
              <LanguagePane
                lang={lang}
                draft={form.translations[lang]}
                onChange={(draft) =>
                  setForm((current) => ({ ...current, translations: { ...current.translations, [lang]: draft } }))
                }
                problems={problems}
                revision={revision}
                saved={Boolean(entry?.translations[lang])}
                onStart={() => setForm((current) => withLanguageStarted(current, lang))}
                onRemove={removable(lang) ? () => void removeLanguage(lang) : undefined}
              />
            </Box>
          ))}
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        {kind === GUIDE_KIND && (
          <GuidePanel
            guide={form.guide}
            onChange={(guide) => setForm((current) => ({ ...current, guide }))}
            categories={categories}
            tags={tags}
            problems={problems}
          />
        )}
        {NOTICE_KINDS.includes(kind) && (
          <NoticePanel
            kind={kind}
            notice={form.notice}
            onChange={(next) => setForm((current) => ({ ...current, notice: next }))}
            problems={problems}
          />
        )}
        {entry ? (
          <>
            <StatusPanel entry={entry} dirty={dirty} onChanged={setEntry} onFailed={fail} />
            <PreviewLinkPanel
              entryId={entry.id}
              hasLink={entry.hasPreviewLink}
              onChanged={(hasPreviewLink) =>
                setEntry((current) => (current ? { ...current, hasPreviewLink } : current))
              }
              onFailed={fail}
            />
          </>
        ) : (
          <Alert severity="info">{t('contentAdmin.editor.saveToContinue')}</Alert>
        )}
      </Box>
      {entry && (
        <VersionsPanel entry={entry} dirty={dirty} refreshKey={entry.updatedAt} onRestored={apply} onFailed={fail} />
      )}
    </Stack>
  );
}
