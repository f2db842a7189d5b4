import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session/use-session.ts';
import { INBOX_PATHS } from './message-paths.ts';

/** The dashboard header's way to the inbox, with the account's unread messages (general and personal) as a badge. */
export function MessagesHeaderLink() {
  const { t } = useTranslation();
  const { session } = useSession();
  // An operator without an account of their own has no inbox.
  if (!session?.user) return null;
  const unread = session.messageCounts.total;
  const label = unread > 0 ? t('dashboard.nav.messagesUnread', { count: unread }) : t('dashboard.nav.messages');
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={INBOX_PATHS.all} aria-label={label}>
        <Badge badgeContent={unread} color="error" max={99}>
          <MailOutlinedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
