import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { listMyMessages } from '@otodoke/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiResult } from '../../app/api-client.ts';
import { useFormat } from '../../app/i18n/format.ts';
import { messageLinkOf } from './inbox-query.ts';
import { MessageStaticImage } from './MessageStaticImage.tsx';

export type InboxMessage = ApiResult<typeof listMyMessages>['items'][number];

interface MessageListItemProps {
  message: InboxMessage;
  isOpen: boolean;
  onToggle: () => void;
}

/** One message: type, date and title (bold with a dot while unread); opening it shows the body and its link. */
export function MessageListItem({ message, isOpen, onToggle }: MessageListItemProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const link = messageLinkOf(message.linkPath);
  const isUnread = !message.isRead;

  return (
    <Box component="li" sx={{ '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Accordion
        expanded={isOpen}
        onChange={onToggle}
        disableGutters
        square
        elevation={0}
        slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
        sx={{
          bgcolor: isUnread ? 'action.hover' : 'background.paper',
          '&::before': { display: 'none' },
        }}
      >
        <AccordionSummary
          id={`${id}-summary`}
          aria-controls={`${id}-body`}
          expandIcon={<ExpandMoreIcon />}
          sx={{ px: { xs: 2, sm: 2.5 }, py: 0.5, '& .MuiAccordionSummary-content': { minWidth: 0, my: 1.5 } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ minWidth: 0, width: '100%' }}>
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                width: 10,
                height: 10,
                mt: 0.75,
                borderRadius: '50%',
                bgcolor: isUnread ? 'primary.main' : 'transparent',
              }}
            />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 0.5 }}
              >
                <Chip
                  size="small"
                  variant="outlined"
                  color={message.type === 'personal' ? 'primary' : 'default'}
                  label={t(`messages.types.${message.type}`)}
                />
                {isUnread && <Chip size="small" color="primary" label={t('messages.unread')} />}
                <Typography
                  component="time"
                  dateTime={message.createdAt}
                  variant="body2"
                  sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
                >
                  {format.dateTime(message.createdAt)}
                </Typography>
              </Stack>
              <Typography
                component="span"
                sx={{ display: 'block', fontWeight: isUnread ? 700 : 500, overflowWrap: 'anywhere' }}
              >
                {message.title}
              </Typography>
              {!isOpen && message.body && (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary', mt: 0.25 }}
                  noWrap
                >
                  {message.body}
                </Typography>
              )}
            </Box>
            {message.staticImageType && !isOpen && (
              <Box sx={{ display: { xs: 'none', sm: 'block' }, width: 96, flexShrink: 0, alignSelf: 'center' }}>
                <MessageStaticImage type={message.staticImageType} width={96} decorative />
              </Box>
            )}
          </Stack>
        </AccordionSummary>
        <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pt: 0, pb: 2.5, pl: { xs: 5, sm: 5.5 } }}>
          {message.staticImageType && (
            <Box sx={{ mb: 2 }}>
              <MessageStaticImage type={message.staticImageType} width={360} />
            </Box>
          )}
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.body}</Typography>
          {link && (
            <Button
              component={RouterLink}
              to={link}
              variant="outlined"
              size="small"
              endIcon={<ArrowForwardIcon />}
              sx={{ mt: 2 }}
            >
              {t('messages.openLink')}
            </Button>
          )}
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
