import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  deleteMyRelease,
  getMyRelease,
  submitMyRelease,
  updateMyRelease,
  withdrawMyReleasePayment,
} from '@otodoke/contract';
import { formatValidationMessage, RELEASE_TYPE_RULES } from '@otodoke/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useBlocker, useNavigate } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useConfirm, useLoading, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { CenteredSpinner } from '../../ui/CenteredSpinner.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { DistributionPanel } from '../distribution/index.ts';
import { PAYMENTS_PATH, ReleasePaymentPanel } from '../plans/index.ts';
import { ArtworkSection } from './ArtworkSection.tsx';
import { BasicInfoSection } from './BasicInfoSection.tsx';
import {
  enclosingPaths,
  fieldDomId,
  type ReleaseSectionId,
  sectionDomId,
  sectionOfPath,
  songIndexOfPath,
} from './issue-paths.ts';
import { ReleaseArtworkThumb } from './ReleaseArtworkThumb.tsx';
import { ReleaseStatusChip } from './ReleaseStatusChip.tsx';
import { ReviewSection } from './ReviewSection.tsx';
import { type ArtistOption, ReleaseEditorContext, type ReleaseEditorContextValue } from './release-editor-context.ts';
import { bodyFromForm, formFromRelease, localProblems, type ReleaseFormValues } from './release-form.ts';
import {
  isProblemShown,
  problemsByPath,
  problemsFromCheck,
  problemsFromError,
  RELEASE_NOT_EDITABLE,
  RELEASE_PAYMENT_AWAITED,
  type ReleaseProblem,
  uniqueProblems,
  visitedPaths,
} from './release-problems.ts';
import { isChangeRequested, nextStepAfterSubmit, paymentLock } from './release-status.ts';
import { RELEASES_PATH } from './release-terms.ts';
import type { Release } from './release-types.ts';
import { SongsSection } from './SongsSection.tsx';
import { StoresSection } from './StoresSection.tsx';
import { scheduledSaleDate } from './scheduled-sale.ts';
import { storeChoices, unavailableStoreIds } from './store-choices.ts';
import { useReleaseLabels } from './use-release-labels.ts';

/** Frames to wait for a field that is about to appear (a song opening, a row being added). */
const FOCUS_WAIT_FRAMES = 12;

/** The release editor (or read-only view) of /dashboard/releases/new?release_id=N. */
export function ReleaseEditor({ releaseId }: { releaseId: number }) {
  const { t } = useTranslation();
  const { data, error, mutate } = useApi(
    getMyRelease,
    { params: { id: releaseId } },
    // The form holds the person's work: a refetch on focus must not pull the ground from under it.
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  if (error) {
    return (
      <>
        <BackToList />
        <LoadError message={error.message || t('releases.editor.loadFailed')} onRetry={() => void mutate()} />
      </>
    );
  }
  if (!data) return <CenteredSpinner label={t('common.loading')} />;
  return (
    <ReleaseEditorForm key={data.id} latest={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={RELEASES_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1.5, ml: -1 }}>
      {t('releases.editor.backToList')}
    </Button>
  );
}

interface ReleaseEditorFormProps {
  /** The release as last read or saved. */
  latest: Release;
  onSaved: (release: Release) => void;
}

function ReleaseEditorForm({ latest, onSaved }: ReleaseEditorFormProps) {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const { withLoading } = useLoading();
  const handleError = useApiErrorHandler();
  const { session } = useSession();
  const form = useForm<ReleaseFormValues>({ defaultValues: formFromRelease(latest) });
  const { isDirty } = form.formState;
  const [release, setRelease] = useState(latest);
  const [refused, setRefused] = useState<ReleaseProblem[]>([]);
  const [local, setLocal] = useState<ReleaseProblem[]>([]);
  // A fresh draft is all "required": its check shows in the review, and next to a field once the person has been to
  // that field or has tried to submit (a release sent back for changes, or one that cannot be edited, shows it all).
  const [attempted, setAttempted] = useState(!latest.isEditable || isChangeRequested(latest.status));
  // Fields visited before the last save or reload (which reset RHF's own touched and dirty state).
  const [visitedBefore, setVisitedBefore] = useState<readonly string[]>([]);
  const [expandedSongs, setExpandedSongs] = useState<Set<number>>(() => new Set(latest.songs.length <= 1 ? [0] : []));
  const [submittedStatus, setSubmittedStatus] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ path: string; at: number } | null>(null);
  const leaving = useRef(false);
  const submittedRef = useRef<HTMLDivElement>(null);
  const readOnly = !release.isEditable;
  const rule = RELEASE_TYPE_RULES[release.type];

  // Another read of the same release (a revisit) replaces the form only while nothing is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a newer release only
  useEffect(() => {
    if (latest.updatedAt !== release.updatedAt && !form.formState.isDirty) {
      rememberVisited();
      setRelease(latest);
      form.reset(formFromRelease(latest));
    }
  }, [latest]);

  const { touchedFields, dirtyFields } = form.formState;
  const visitedKey = [...new Set([...visitedBefore, ...visitedPaths(touchedFields, dirtyFields, form.getValues())])]
    .sort()
    .join('\n');
  const rememberVisited = () => {
    const now = visitedPaths(form.formState.touchedFields, form.formState.dirtyFields, form.getValues());
    setVisitedBefore((before) => [...new Set([...before, ...now])]);
  };

  // A release that cannot be changed (in review, at the stores, waiting for its payment) has nothing to fix here: a
  // sale date now past, for one, is simply the day it went on sale.
  const checkProblems = useMemo(() => (readOnly ? [] : problemsFromCheck(release.check)), [readOnly, release.check]);
  const shownServer = useMemo(() => {
    const visited = visitedKey === '' ? [] : visitedKey.split('\n');
    const shownCheck = checkProblems.filter((problem) => isProblemShown(problem.path, visited, attempted));
    return uniqueProblems([...refused, ...shownCheck]);
  }, [refused, attempted, checkProblems, visitedKey]);
  const reviewProblems = useMemo(
    () => uniqueProblems([...local, ...refused, ...checkProblems]),
    [local, refused, checkProblems],
  );

  const focusField = useCallback((path: string) => {
    const song = songIndexOfPath(path);
    if (song !== null) setExpandedSongs((open) => (open.has(song) ? open : new Set(open).add(song)));
    setFocusTarget({ path, at: Date.now() });
  }, []);

  useEffect(() => {
    if (!focusTarget) return;
    const { path } = focusTarget;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const land = (element: HTMLElement) => {
      element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
      element.focus({ preventScroll: true });
    };
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const exact = document.getElementById(fieldDomId(path));
      if (exact) return land(exact);
      if (frames++ < FOCUS_WAIT_FRAMES) {
        handle = requestAnimationFrame(attempt);
        return;
      }
      for (const enclosing of enclosingPaths(path).slice(1)) {
        const element = document.getElementById(fieldDomId(enclosing));
        if (element) return land(element);
      }
      const heading = document.getElementById(`${sectionDomId(sectionOfPath(path))}-title`);
      if (heading) land(heading);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  }, [focusTarget]);

  const clearLocalProblem = useCallback(
    (path: string) => setLocal((current) => current.filter((problem) => problem.path !== path)),
    [],
  );

  const artistOptions = useMemo<ArtistOption[]>(() => {
    const fromSession = session?.myArtistList ?? [];
    const onRelease = release.mainArtists.filter((artist) => !fromSession.some((a) => a.id === artist.id));
    return [...fromSession, ...onRelease.map(({ id, name }) => ({ id, name }))];
  }, [session?.myArtistList, release.mainArtists]);

  const context = useMemo<ReleaseEditorContextValue>(
    () => ({
      release,
      type: release.type,
      media: rule.media,
      readOnly,
      serverProblems: problemsByPath(shownServer),
      localProblems: problemsByPath(local),
      clearLocalProblem,
      artistOptions,
      expandedSongs,
      setExpandedSongs,
      focusField,
    }),
    [release, rule.media, readOnly, shownServer, local, clearLocalProblem, artistOptions, expandedSongs, focusField],
  );

  // Unsaved work is not lost by a click elsewhere in the app or by closing the tab without a word.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      isDirty &&
      !readOnly &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks once per blocked navigation
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('releases.editor.leaveTitle'),
      content: t('releases.editor.leaveBody'),
      okLabel: t('releases.editor.leaveOk'),
    }).then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [blocker.state]);
  useEffect(() => {
    if (!isDirty || readOnly) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, readOnly]);

  const applySaved = (saved: Release) => {
    rememberVisited();
    setRelease(saved);
    form.reset(formFromRelease(saved));
    onSaved(saved);
  };

  const readAgain = () => void callApi(getMyRelease, { params: { id: release.id } }).then(applySaved, handleError);

  const refusedWith = (thrown: unknown) => {
    const error = toApiRequestError(thrown);
    const problems = problemsFromError(error);
    if (problems) {
      setRefused(problems);
      showSnackbar(error.message || t('releases.editor.problemsFound'), 'error');
      const first = problems.find((problem) => problem.severity === 'error');
      focusField(first ? first.path : 'review');
      return;
    }
    handleError(error);
    // The status moved on meanwhile (a reviewer, a payment): show the release as it now is.
    if (error.code === RELEASE_NOT_EDITABLE || error.code === RELEASE_PAYMENT_AWAITED) {
      void callApi(getMyRelease, { params: { id: release.id } }).then((fresh) => applySaved(fresh), handleError);
    }
  };

  const save = async (quiet = false): Promise<Release | null> => {
    const values = form.getValues();
    const found = localProblems(values, labels.language);
    setLocal(found);
    if (found.length > 0) {
      showSnackbar(formatValidationMessage('fixRequired', labels.language), 'error');
      focusField(found[0]!.path);
      return null;
    }
    const unavailable = unavailableStoreIds(storeChoices(release.storeOptions, release.type, values, labels.language));
    try {
      const saved = await withLoading(
        callApi(updateMyRelease, { params: { id: release.id }, body: bodyFromForm(values, release.type, unavailable) }),
        t('releases.editor.saving'),
      );
      setRefused([]);
      applySaved(saved);
      if (!quiet) showSnackbar(t('feedback.saved'));
      return saved;
    } catch (thrown) {
      refusedWith(thrown);
      return null;
    }
  };

  const submit = async () => {
    // From now on every problem shows next to its field, touched or not.
    setAttempted(true);
    const saved = isDirty || local.length > 0 ? await save(true) : release;
    if (!saved) return;
    const blocking = problemsFromCheck(saved.check).find((problem) => problem.severity === 'error');
    if (blocking) {
      showSnackbar(t('releases.editor.problemsFound'), 'error');
      focusField(blocking.path);
      return;
    }
    const ok = await confirm({
      title: t('releases.editor.submitTitle'),
      content: t('releases.editor.submitConfirm'),
      okLabel: t('releases.editor.submitOk'),
    });
    if (!ok) return;
    try {
      const submitted = await withLoading(
        callApi(submitMyRelease, { params: { id: release.id } }),
        t('releases.editor.submitting'),
      );
      setRefused([]);
      applySaved(submitted);
      setSubmittedStatus(submitted.status);
      requestAnimationFrame(() => {
        submittedRef.current?.scrollIntoView({ block: 'start' });
        submittedRef.current?.focus({ preventScroll: true });
      });
    } catch (thrown) {
      refusedWith(thrown);
    }
  };

  /** Cancels the payment the release waits for, so that it can be changed again. */
  const withdraw = async () => {
    const ok = await confirm({
      title: t('releases.editor.withdrawTitle'),
      content: t('releases.editor.withdrawConfirm'),
      okLabel: t('releases.editor.withdrawOk'),
    });
    if (!ok) return;
    try {
      const fresh = await withLoading(callApi(withdrawMyReleasePayment, { params: { id: release.id } }));
      setSubmittedStatus(null);
      applySaved(fresh);
      showSnackbar(t('releases.editor.withdrawn'));
    } catch (thrown) {
      handleError(thrown);
      readAgain();
    }
  };

  const remove = async () => {
    try {
      const done = await confirm({
        title: t('releases.deleteTitle'),
        content: t('releases.deleteConfirm', { title: release.title || t('releases.list.untitled') }),
        okLabel: t('releases.deleteOk'),
        onConfirm: () => callApi(deleteMyRelease, { params: { id: release.id } }),
      });
      if (!done) return;
      showSnackbar(t('feedback.deleted'));
      leaving.current = true;
      navigate(RELEASES_PATH);
    } catch (thrown) {
      handleError(thrown);
    }
  };

  const sections: ReleaseSectionId[] = [
    'basic',
    ...(rule.media === 'ringtone' ? [] : (['artwork'] as const)),
    'songs',
    'stores',
    // The review checks what is left before submitting: nothing for a release that cannot be changed.
    ...(readOnly ? [] : (['review'] as const)),
  ];
  const numberOf = (section: ReleaseSectionId) => sections.indexOf(section) + 1;
  const inlineErrors = [...local, ...shownServer].filter((problem) => problem.severity === 'error');
  const countIn = (section: ReleaseSectionId) =>
    inlineErrors.filter((problem) => sectionOfPath(problem.path) === section).length;
  // Before a submission is tried, the review lists what is still to do without calling it a fault.
  const reviewErrorCount = attempted ? reviewProblems.filter((problem) => problem.severity === 'error').length : 0;
  const lock = paymentLock(release.status);

  return (
    <ReleaseEditorContext.Provider value={context}>
      <FormProvider {...form}>
        <BackToList />
        <Header release={release} onDelete={release.canDelete ? () => void remove() : undefined} />

        <Stack spacing={2} sx={{ mb: 3 }}>
          <ReleasePaymentPanel release={release} untitled={t('releases.editor.untitled')} />
          {submittedStatus && (
            <Alert severity="success" ref={submittedRef} tabIndex={-1} sx={{ outline: 'none' }}>
              <AlertTitle>{t('releases.editor.submittedTitle')}</AlertTitle>
              <Typography sx={{ fontWeight: 700 }}>
                {t('releases.editor.statusNow', { status: labels.status(submittedStatus) })}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {nextStepAfterSubmit(submittedStatus) === 'payment'
                  ? t('releases.editor.nextPayment')
                  : nextStepAfterSubmit(submittedStatus) === 'review'
                    ? t('releases.editor.nextReview')
                    : t('releases.editor.nextOther')}
              </Typography>
              <Button
                component={RouterLink}
                to={RELEASES_PATH}
                variant="outlined"
                color="inherit"
                size="small"
                sx={{ mt: 1.5 }}
              >
                {t('releases.editor.backToList')}
              </Button>
            </Alert>
          )}
          {readOnly && !submittedStatus && lock === null && (
            <Alert severity="info">
              <AlertTitle>{t('releases.editor.readOnlyTitle')}</AlertTitle>
              {release.statusGroup === 'on_sale'
                ? t('releases.editor.readOnlyOnSaleBody')
                : release.statusGroup === 'ended'
                  ? t('releases.editor.readOnlyEndedBody')
                  : t('releases.editor.readOnlyBody')}
            </Alert>
          )}
          {readOnly && !submittedStatus && lock !== null && (
            <Alert severity="info" icon={<LockOutlinedIcon />}>
              <AlertTitle>{t('releases.editor.paymentLockedTitle')}</AlertTitle>
              {lock === 'withdrawable'
                ? t('releases.editor.paymentLockedBody')
                : t('releases.editor.paymentPendingLockedBody')}
              {lock === 'withdrawable' && (
                <Box sx={{ mt: 1.5 }}>
                  <Button variant="outlined" color="inherit" size="small" onClick={() => void withdraw()}>
                    {t('releases.editor.withdrawAction')}
                  </Button>
                </Box>
              )}
              {lock !== 'withdrawable' && (
                <Box sx={{ mt: 1.5 }}>
                  <Button component={RouterLink} to={PAYMENTS_PATH} variant="outlined" color="inherit" size="small">
                    {t('releases.editor.paymentsAction')}
                  </Button>
                </Box>
              )}
            </Alert>
          )}
          {readOnly && (
            <DistributionPanel
              releaseId={release.id}
              title={release.title || t('releases.editor.untitled')}
              titles={release}
              releaseStatus={release.status}
              // The stores moved the release on (delivered, on sale, taken down), or its titles were corrected: the
              // header and the fields follow.
              onStatusChange={readAgain}
              onTitlesCorrected={readAgain}
              scheduledSaleDate={scheduledSaleDate(release.status, release.requestedSaleStartDate)}
            />
          )}
          {!readOnly && isChangeRequested(release.status) && (
            <Alert severity="warning">
              <AlertTitle>{t('releases.editor.changeRequestedTitle')}</AlertTitle>
              {t('releases.editor.changeRequestedBody')}
            </Alert>
          )}
        </Stack>

        <SectionNav
          sections={sections}
          countOf={(section) => (section === 'review' ? reviewErrorCount : countIn(section))}
        />

        <Box
          component="form"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          aria-label={t('releases.editor.titleEdit')}
        >
          <Stack spacing={3}>
            <BasicInfoSection number={numberOf('basic')} problemCount={countIn('basic')} />
            {rule.media !== 'ringtone' && (
              <ArtworkSection number={numberOf('artwork')} problemCount={countIn('artwork')} />
            )}
            <SongsSection number={numberOf('songs')} problemCount={countIn('songs')} />
            <StoresSection number={numberOf('stores')} problemCount={countIn('stores')} />
            {!readOnly && (
              <ReviewSection
                number={numberOf('review')}
                problems={reviewProblems}
                hasUnsavedChanges={isDirty}
                attempted={attempted}
              />
            )}
          </Stack>
        </Box>

        {!readOnly && (
          <Paper
            elevation={0}
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: (theme) => theme.zIndex.appBar - 1,
              mt: 3,
              mx: { xs: -2, sm: 0 },
              px: { xs: 2, sm: 2.5 },
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              borderRadius: { xs: 0, sm: '16px 16px 0 0' },
            }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
              <Typography
                variant="body2"
                role="status"
                sx={{
                  mr: 'auto',
                  color: isDirty ? 'warning.dark' : 'text.secondary',
                  display: { xs: 'none', sm: 'block' },
                }}
              >
                {isDirty ? t('releases.editor.unsavedHint') : t('releases.editor.savedHint')}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<SaveOutlinedIcon />}
                onClick={() => void save()}
                sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
              >
                {t('releases.editor.saveDraft')}
              </Button>
              <Button
                variant="contained"
                startIcon={<SendOutlinedIcon />}
                onClick={() => void submit()}
                sx={{ flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' }}
              >
                {t('releases.editor.submit')}
              </Button>
            </Stack>
          </Paper>
        )}
      </FormProvider>
    </ReleaseEditorContext.Provider>
  );
}

function Header({ release, onDelete }: { release: Release; onDelete: (() => void) | undefined }) {
  const { t } = useTranslation();
  const labels = useReleaseLabels();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2.5, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ReleaseArtworkThumb url={release.artwork?.previewUrl ?? null} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 22, md: 28 } }}>
            {release.isEditable ? t('releases.editor.titleEdit') : t('releases.editor.titleView')}
          </Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {release.title || t('releases.editor.untitled')}
            {release.version && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 0.75 }}>
                ({release.version})
              </Box>
            )}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.75, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={labels.type(release.type)} />
            <ReleaseStatusChip
              status={release.status}
              group={release.statusGroup}
              saleDate={release.requestedSaleStartDate}
            />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('releases.editor.releaseId', { id: release.id })}
            </Typography>
          </Stack>
        </Box>
      </Stack>
      {onDelete && (
        <Box sx={{ flexShrink: 0 }}>
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            {t('releases.editor.delete')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function SectionNav({
  sections,
  countOf,
}: {
  sections: readonly ReleaseSectionId[];
  countOf: (section: ReleaseSectionId) => number;
}) {
  const { t } = useTranslation();
  const go = (section: ReleaseSectionId) => {
    const heading = document.getElementById(`${sectionDomId(section)}-title`);
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(sectionDomId(section))
      ?.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Box
      component="nav"
      aria-label={t('releases.editor.sectionsLabel')}
      sx={{ mb: 2.5, mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 }, overflowX: 'auto' }}
    >
      <Stack
        component="ol"
        direction="row"
        sx={{ listStyle: 'none', m: 0, p: 0, gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' } }}
      >
        {sections.map((section, index) => {
          const count = countOf(section);
          return (
            <li key={section}>
              <Chip
                clickable
                onClick={() => go(section)}
                variant="outlined"
                color={count > 0 ? 'error' : 'default'}
                label={`${t('releases.sectionNumber', { n: index + 1, name: t(`releases.sections.${section}`) })}${count > 0 ? ` · ${count}` : ''}`}
                sx={{ whiteSpace: 'nowrap' }}
              />
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
