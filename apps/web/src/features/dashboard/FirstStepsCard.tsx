import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { CardIcon } from './CardIcon.tsx';
import {
  currentFirstStep,
  doneCount,
  type FirstStepEntry,
  type FirstSteps,
  firstStepAdviceKey,
  firstStepLink,
} from './first-steps.ts';

const STEP_KEYS = {
  artist: 'artist',
  release: 'release',
  payment: 'payment',
  review: 'review',
  on_sale: 'onSale',
} as const satisfies Record<FirstStepEntry['step'], string>;

function StepIcon({ state }: { state: FirstStepEntry['state'] }) {
  if (state === 'done') return <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden="true" />;
  if (state === 'current') {
    return <RadioButtonCheckedIcon fontSize="small" sx={{ color: 'primary.main' }} aria-hidden="true" />;
  }
  return <RadioButtonUncheckedIcon fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden="true" />;
}

/**
 * What a new account does first, as far as it has come (from the session's first steps): add an artist, register a
 * release, pay, review, on sale. The current step says what to do and links to where it is done. The dashboard
 * leaves the panel out once a release is on sale.
 */
export function FirstStepsCard({ firstSteps }: { firstSteps: FirstSteps }) {
  const { t } = useTranslation();
  const titleId = useId();
  const current = currentFirstStep(firstSteps);
  const done = doneCount(firstSteps);
  const total = firstSteps.steps.length;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CardIcon>
              <FlagOutlinedIcon fontSize="small" />
            </CardIcon>
            <Typography id={titleId} variant="h4" component="h2">
              {t('dashboard.home.firstSteps.title')}
            </Typography>
          </Stack>
          <Box sx={{ minWidth: { sm: 180 } }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {t('dashboard.home.firstSteps.progress', { done, total })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(done * 100) / total}
              aria-label={t('dashboard.home.firstSteps.progress', { done, total })}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        </Stack>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 1, lg: 1.5 },
            gridTemplateColumns: { xs: '1fr', lg: `repeat(${total}, minmax(0, 1fr))` },
          }}
        >
          {firstSteps.steps.map((entry, index) => (
            <Box
              component="li"
              key={entry.step}
              aria-current={entry.state === 'current' ? 'step' : undefined}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 1,
                borderRadius: 2,
                border: 1,
                borderColor: entry.state === 'current' ? 'primary.main' : 'divider',
                bgcolor: entry.state === 'current' ? 'action.hover' : 'transparent',
                minWidth: 0,
              }}
            >
              <StepIcon state={entry.state} />
              <Typography
                variant="body2"
                sx={{
                  fontWeight: entry.state === 'current' ? 700 : 500,
                  color: entry.state === 'todo' ? 'text.secondary' : 'text.primary',
                  overflowWrap: 'anywhere',
                }}
              >
                {`${index + 1}. `}
                {t(`dashboard.home.firstSteps.steps.${STEP_KEYS[entry.step]}`)}
                <Box component="span" sx={visuallyHidden}>
                  {t(`dashboard.home.firstSteps.states.${entry.state}`)}
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
        {current && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mt: 2.5 }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`dashboard.home.firstSteps.next.${firstStepAdviceKey(current)}.text`)}
            </Typography>
            <Button
              component={RouterLink}
              to={firstStepLink(current)}
              variant="contained"
              sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}
            >
              {t(`dashboard.home.firstSteps.next.${firstStepAdviceKey(current)}.action`)}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
