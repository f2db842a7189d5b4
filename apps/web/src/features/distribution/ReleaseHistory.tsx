import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format.ts';
import { historyActorText, newestFirst, type ReleaseEvent, releaseStatusText } from './distribution-state.ts';

/**
 * The release's steps as a timeline, newest first: when, the status it reached, who took the step (operators are
 * "the Otodoke team") and the reason the owner was given.
 */
export function ReleaseHistory({ history }: { history: readonly ReleaseEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Box component="ol" aria-label={t('distribution.history.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {newestFirst(history).map((event, index, all) => (
        <Box
          component="li"
          // A release takes one step from one status to the next at a time.
          key={`${event.at}:${event.fromStatus}:${event.toStatus}`}
          sx={{ position: 'relative', pl: 3.5, pb: index === all.length - 1 ? 0 : 2.5 }}
        >
          {/* The line joining the steps, and the step's dot on it. */}
          {index < all.length - 1 && (
            <Box
              aria-hidden="true"
              sx={{ position: 'absolute', left: 7, top: 18, bottom: 0, width: 2, bgcolor: 'divider' }}
            />
          )}
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: 2,
              top: 5,
              width: 12,
              height: 12,
              borderRadius: '50%',
              border: 2,
              borderColor: index === 0 ? 'primary.main' : 'text.disabled',
              bgcolor: index === 0 ? 'primary.main' : 'background.paper',
            }}
          />
          <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
            <Box component="time" dateTime={event.at} sx={{ whiteSpace: 'nowrap', mr: 1 }}>
              {format.dateTime(event.at)}
            </Box>
            <Box component="span" sx={{ display: 'inline-block' }}>
              {historyActorText(event, t)}
            </Box>
          </Typography>
          <Typography sx={{ fontWeight: 700, mt: 0.25, overflowWrap: 'anywhere' }}>
            {releaseStatusText(event.toStatus, event.toLabel, format.language)}
          </Typography>
          {event.reason && (
            <Box
              sx={{
                mt: 0.75,
                px: 1.5,
                py: 1,
                borderRadius: 1.5,
                bgcolor: 'action.hover',
                fontSize: 14,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12, mb: 0.25 }}>
                {t('distribution.history.reason')}
              </Box>
              {event.reason}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
