import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EditorSection } from './EditorSection.tsx';
import { useReleaseEditor } from './release-editor-context.ts';
import type { ReleaseProblem } from './release-problems.ts';
import { useProblemLabel } from './use-problem-label.ts';

interface ReviewSectionProps {
  number: number;
  /** The saved release's check, a refused submission's problems and the editor's own, each once. */
  problems: readonly ReleaseProblem[];
  hasUnsavedChanges: boolean;
  /** Whether a submission was tried: until then what is missing is a list of what is left, not of faults. */
  attempted: boolean;
}

/** Last section: every problem and notice of the latest saved state, each a link to its field. */
export function ReviewSection({ number, problems, hasUnsavedChanges, attempted }: ReviewSectionProps) {
  const { t } = useTranslation();
  const { readOnly } = useReleaseEditor();
  const errors = problems.filter((problem) => problem.severity === 'error');
  const notices = problems.filter((problem) => problem.severity === 'notice');
  return (
    <EditorSection
      id="review"
      number={number}
      title={t('releases.sections.review')}
      description={readOnly ? undefined : t('releases.review.lead')}
      problemCount={attempted ? errors.length : 0}
    >
      <Stack spacing={2}>
        {hasUnsavedChanges && !readOnly && <Alert severity="info">{t('releases.review.unsaved')}</Alert>}
        {errors.length === 0 && !readOnly && <Alert severity="success">{t('releases.review.ok')}</Alert>}
        {errors.length > 0 && (
          <Box>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>
              {attempted
                ? t('releases.review.errors', { count: errors.length })
                : t('releases.review.todo', { count: errors.length })}
            </Typography>
            <ProblemList problems={errors} severity={attempted ? 'error' : 'todo'} />
          </Box>
        )}
        {notices.length > 0 && (
          <Box>
            <Typography sx={{ fontWeight: 700, mb: 1 }}>{t('releases.review.notices')}</Typography>
            <ProblemList problems={notices} severity="notice" />
          </Box>
        )}
      </Stack>
    </EditorSection>
  );
}

function ProblemList({
  problems,
  severity,
}: {
  problems: readonly ReleaseProblem[];
  /** A fault to fix, something still to fill in before a submission, or a note. */
  severity: 'error' | 'todo' | 'notice';
}) {
  const { t } = useTranslation();
  const { focusField } = useReleaseEditor();
  const labelOf = useProblemLabel();
  const Icon =
    severity === 'error' ? ErrorOutlineOutlinedIcon : severity === 'todo' ? RadioButtonUncheckedIcon : InfoOutlinedIcon;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {problems.map((problem) => {
        const label = labelOf(problem.path);
        return (
          <Box
            component="li"
            key={`${problem.path}/${problem.message}`}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              p: 1.25,
              borderRadius: 2,
              bgcolor:
                severity === 'error'
                  ? 'rgba(211, 47, 47, 0.06)'
                  : severity === 'todo'
                    ? 'action.hover'
                    : 'rgba(2, 136, 209, 0.06)',
            }}
          >
            <Icon
              fontSize="small"
              aria-hidden="true"
              sx={{
                mt: '3px',
                color: severity === 'error' ? 'error.main' : severity === 'todo' ? 'text.secondary' : 'info.main',
                flexShrink: 0,
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Link
                component="button"
                type="button"
                onClick={() => focusField(problem.path)}
                aria-label={`${t('releases.review.goTo', { field: label })}: ${problem.message}`}
                sx={{ fontWeight: 700, textAlign: 'left', verticalAlign: 'baseline', overflowWrap: 'anywhere' }}
              >
                {label}
              </Link>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {problem.message}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
