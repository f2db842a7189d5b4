// What the release editor's buttons do: save the draft, submit it, cancel the payment it waits for, delete it; each a
// plain function of the editor's state and the app's global layer.
import {
  deleteMyRelease,
  getMyRelease,
  submitMyRelease,
  updateMyRelease,
  withdrawMyReleasePayment,
} from '@otodoke/contract';
import { formatValidationMessage, type Language } from '@otodoke/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { toApiRequestError } from '../../app/api-error.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import type { ConfirmFn, SnackbarApi } from '../../app/global-layer/global-layer-context.ts';
import { useConfirm, useLoading, useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useLanguage } from '../../app/i18n/use-language.ts';
import { bodyFromForm, localProblems } from './release-form.ts';
import {
  problemsFromCheck,
  problemsFromError,
  RELEASE_NOT_EDITABLE,
  RELEASE_PAYMENT_AWAITED,
} from './release-problems.ts';
import { RELEASES_PATH } from './release-terms.ts';
import type { Release } from './release-types.ts';
import { storeChoices, unavailableStoreIds } from './store-choices.ts';
import type { ReleaseEditorState } from './use-release-editor-state.ts';

/** The editor's state as one render sees it, and the app's means to talk to the person. */
export interface EditorActionDeps {
  editor: ReleaseEditorState;
  language: Language;
  t: TFunction;
  confirm: ConfirmFn;
  showSnackbar: SnackbarApi['showSnackbar'];
  withLoading: <T>(task: Promise<T>, text?: string) => Promise<T>;
  handleError: (thrown: unknown) => void;
  navigate: (to: string) => void;
}

/** Reads the release again and shows it as it now is. */
export function readAgain({ editor, handleError }: EditorActionDeps): void {
  void callApi(getMyRelease, { params: { id: editor.release.id } }).then(editor.applySaved, handleError);
}

/** A refused save or submission: its problems next to their fields, or the error as the app shows any other. */
function refusedWith(deps: EditorActionDeps, thrown: unknown): void {
  const { editor, t, showSnackbar, handleError } = deps;
  const error = toApiRequestError(thrown);
  const problems = problemsFromError(error);
  if (problems) {
    editor.problems.setRefused(problems);
    showSnackbar(error.message || t('releases.editor.problemsFound'), 'error');
    const first = problems.find((problem) => problem.severity === 'error');
    editor.focus.focusField(first ? first.path : 'review');
    return;
  }
  handleError(error);
  // The status moved on meanwhile (a reviewer, a payment): show the release as it now is.
  if (error.code === RELEASE_NOT_EDITABLE || error.code === RELEASE_PAYMENT_AWAITED) {
    void callApi(getMyRelease, { params: { id: editor.release.id } }).then(
      (fresh) => editor.applySaved(fresh),
      handleError,
    );
  }
}

/** Saves the draft (quietly when a submission follows); the saved release, or null when nothing was saved. */
export async function saveDraft(deps: EditorActionDeps, quiet = false): Promise<Release | null> {
  const { editor, language, t, showSnackbar, withLoading } = deps;
  const { form, release, problems } = editor;
  const values = form.getValues();
  const found = localProblems(values, language);
  problems.setLocal(found);
  if (found.length > 0) {
    showSnackbar(formatValidationMessage('fixRequired', language), 'error');
    editor.focus.focusField(found[0]!.path);
    return null;
  }
  const unavailable = unavailableStoreIds(storeChoices(release.storeOptions, release.type, values, language));
  try {
    const saved = await withLoading(
      callApi(updateMyRelease, { params: { id: release.id }, body: bodyFromForm(values, release.type, unavailable) }),
      t('releases.editor.saving'),
    );
    problems.setRefused([]);
    editor.applySaved(saved);
    if (!quiet) showSnackbar(t('feedback.saved'));
    return saved;
  } catch (thrown) {
    refusedWith(deps, thrown);
    return null;
  }
}

/** Saves what is unsaved, stops at the first blocking problem, asks, then submits and shows what follows. */
export async function submitRelease(deps: EditorActionDeps): Promise<void> {
  const { editor, t, confirm, showSnackbar, withLoading } = deps;
  const { release, problems } = editor;
  // From now on every problem shows next to its field, touched or not.
  problems.setAttempted(true);
  const saved = editor.isDirty || problems.local.length > 0 ? await saveDraft(deps, true) : release;
  if (!saved) return;
  const blocking = problemsFromCheck(saved.check).find((problem) => problem.severity === 'error');
  if (blocking) {
    showSnackbar(t('releases.editor.problemsFound'), 'error');
    editor.focus.focusField(blocking.path);
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
    problems.setRefused([]);
    editor.applySaved(submitted);
    editor.setSubmittedStatus(submitted.status);
    requestAnimationFrame(() => {
      editor.submittedRef.current?.scrollIntoView({ block: 'start' });
      editor.submittedRef.current?.focus({ preventScroll: true });
    });
  } catch (thrown) {
    refusedWith(deps, thrown);
  }
}

/** Cancels the payment the release waits for, so that it can be changed again. */
export async function withdrawPayment(deps: EditorActionDeps): Promise<void> {
  const { editor, t, confirm, showSnackbar, withLoading, handleError } = deps;
  const ok = await confirm({
    title: t('releases.editor.withdrawTitle'),
    content: t('releases.editor.withdrawConfirm'),
    okLabel: t('releases.editor.withdrawOk'),
  });
  if (!ok) return;
  try {
    const fresh = await withLoading(callApi(withdrawMyReleasePayment, { params: { id: editor.release.id } }));
    editor.setSubmittedStatus(null);
    editor.applySaved(fresh);
    showSnackbar(t('releases.editor.withdrawn'));
  } catch (thrown) {
    handleError(thrown);
    readAgain(deps);
  }
}

/** Deletes the release after asking, and goes back to the list. */
export async function removeRelease(deps: EditorActionDeps): Promise<void> {
  const { editor, t, confirm, showSnackbar, handleError, navigate } = deps;
  const { release } = editor;
  try {
    const done = await confirm({
      title: t('releases.deleteTitle'),
      content: t('releases.deleteConfirm', { title: release.title || t('releases.list.untitled') }),
      okLabel: t('releases.deleteOk'),
      onConfirm: () => callApi(deleteMyRelease, { params: { id: release.id } }),
    });
    if (!done) return;
    showSnackbar(t('feedback.deleted'));
    editor.leaving.current = true;
    navigate(RELEASES_PATH);
  } catch (thrown) {
    handleError(thrown);
  }
}

export interface ReleaseEditorActions {
  save: () => void;
  submit: () => void;
  withdraw: () => void;
  remove: () => void;
  readAgain: () => void;
}

/** The editor's actions bound to this render's state. */
export function useReleaseEditorActions(editor: ReleaseEditorState): ReleaseEditorActions {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { showSnackbar } = useSnackbar();
  const { withLoading } = useLoading();
  const handleError = useApiErrorHandler();
  const deps: EditorActionDeps = {
    editor,
    language,
    t,
    confirm,
    showSnackbar,
    withLoading,
    handleError,
    navigate: (to) => navigate(to),
  };
  return {
    save: () => void saveDraft(deps),
    submit: () => void submitRelease(deps),
    withdraw: () => void withdrawPayment(deps),
    remove: () => void removeRelease(deps),
    readAgain: () => readAgain(deps),
  };
}
