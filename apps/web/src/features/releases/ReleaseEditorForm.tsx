// The release editor's screen: header, notices, section navigation, the numbered sections and the action bar, around
// the editor's state (use-release-editor-state.ts) and actions (release-editor-actions.ts).
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ArtworkSection } from './ArtworkSection.tsx';
import { BasicInfoSection } from './BasicInfoSection.tsx';
import { EditorActionBar } from './EditorActionBar.tsx';
import { EditorSectionNav } from './EditorSectionNav.tsx';
import { editorSections, reviewErrorCount, sectionErrorCount } from './editor-layout.ts';
import type { ReleaseSectionId } from './issue-paths.ts';
import { BackToList, ReleaseEditorHeader } from './ReleaseEditorHeader.tsx';
import { ReleaseStatusNotices } from './ReleaseStatusNotices.tsx';
import { ReviewSection } from './ReviewSection.tsx';
import { useReleaseEditorActions } from './release-editor-actions.ts';
import { ReleaseEditorContext } from './release-editor-context.ts';
import type { Release } from './release-types.ts';
import { SongsSection } from './SongsSection.tsx';
import { StoresSection } from './StoresSection.tsx';
import { useReleaseEditorState } from './use-release-editor-state.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

interface ReleaseEditorFormProps {
  /** The release as last read or saved. */
  latest: Release;
  onSaved: (release: Release) => void;
}

export function ReleaseEditorForm({ latest, onSaved }: ReleaseEditorFormProps) {
  const { t } = useTranslation();
  const editor = useReleaseEditorState(latest, onSaved);
  const actions = useReleaseEditorActions(editor);
  const { form, isDirty, release, readOnly, problems } = editor;
  useUnsavedGuard(isDirty, readOnly, editor.leaving);

  const { media } = editor.context;
  const sections = editorSections(media, readOnly);
  const numberOf = (section: ReleaseSectionId) => sections.indexOf(section) + 1;
  const shown = [...problems.local, ...problems.shownServer];
  const countIn = (section: ReleaseSectionId) => sectionErrorCount(shown, section);
  const reviewErrors = reviewErrorCount(problems.reviewProblems, problems.attempted);

  return (
    <ReleaseEditorContext.Provider value={editor.context}>
      <FormProvider {...form}>
        <BackToList />
        <ReleaseEditorHeader release={release} onDelete={release.canDelete ? actions.remove : undefined} />
        <ReleaseStatusNotices
          release={release}
          readOnly={readOnly}
          submittedStatus={editor.submittedStatus}
          submittedRef={editor.submittedRef}
          onWithdraw={actions.withdraw}
          onReadAgain={actions.readAgain}
        />

        <EditorSectionNav
          sections={sections}
          countOf={(section) => (section === 'review' ? reviewErrors : countIn(section))}
        />

        <Box
          component="form"
          noValidate
          onSubmit={(event) => event.preventDefault()}
          aria-label={t('releases.editor.titleEdit')}
        >
          <Stack spacing={3}>
            <BasicInfoSection number={numberOf('basic')} problemCount={countIn('basic')} />
            {media !== 'ringtone' && <ArtworkSection number={numberOf('artwork')} problemCount={countIn('artwork')} />}
            <SongsSection number={numberOf('songs')} problemCount={countIn('songs')} />
            <StoresSection number={numberOf('stores')} problemCount={countIn('stores')} />
            {!readOnly && (
              <ReviewSection
                number={numberOf('review')}
                problems={problems.reviewProblems}
                hasUnsavedChanges={isDirty}
                attempted={problems.attempted}
              />
            )}
          </Stack>
        </Box>

        {!readOnly && <EditorActionBar isDirty={isDirty} onSave={actions.save} onSubmit={actions.submit} />}
      </FormProvider>
    </ReleaseEditorContext.Provider>
  );
}
