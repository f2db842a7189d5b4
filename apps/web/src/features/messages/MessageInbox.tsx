import DoneAllIcon from '@mui/icons-material/DoneAll';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { listMyMessages, readAllMyMessages, readMyMessage } from '@otodoke/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { callApi } from '../../app/api-client.ts';
import { useApi } from '../../app/data/use-api.ts';
import { useApiErrorHandler } from '../../app/errors/use-api-error-handler.ts';
import { useSnackbar } from '../../app/global-layer/global-layer-hooks.ts';
import { useSession } from '../../app/session/use-session.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadError } from '../../ui/LoadError.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { PageNumbers } from '../../ui/PageNumbers.tsx';
import {
  type InboxQuery,
  type InboxView,
  inboxParams,
  inboxPath,
  listQueryOf,
  type MessageCounts,
  messageTypeOf,
  pageCount,
  readInboxQuery,
  TYPE_FILTERS,
  unreadCountOf,
  withMessageRead,
} from './inbox-query.ts';
import { type InboxMessage, MessageListItem } from './MessageListItem.tsx';

const NO_COUNTS: MessageCounts = { general: 0, personal: 0, total: 0 };

/**
 * /member/message and /member/message/unread: the account's messages, filtered by type and paged. Opening an unread
 * message marks it read for the whole account, and the counts in the header follow.
 */
export function MessageInbox({ view }: { view: InboxView }) {
  const { t } = useTranslation();
  const handleError = useApiErrorHandler();
  const { showSnackbar } = useSnackbar();
  const { session, mutate: setSession } = useSession();
  const [params, setParams] = useSearchParams();
  const query = readInboxQuery(params);
  const [openId, setOpenId] = useState<number | null>(null);
  const [isMarkingAll, setIsMarkingAll] = useState(false);
  const { data, error, mutate, isValidating } = useApi(
    listMyMessages,
    { query: listQueryOf(view, query) },
    { keepPreviousData: true },
  );
  const counts = session?.messageCounts ?? NO_COUNTS;
  const unread = unreadCountOf(counts, query.type);
  // Operators looking at an account read-only must not change what its people have read.
  const isTakeover = session?.isTakeover ?? false;

  const go = (next: Partial<InboxQuery>) => {
    setOpenId(null);
    setParams(inboxParams({ ...query, ...next }), { preventScrollReset: true });
  };
  const showCounts = (next: MessageCounts) => {
    if (session) void setSession({ ...session, messageCounts: next });
  };

  const toggle = async (message: InboxMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (!opening || message.isRead || isTakeover) return;
    void mutate((current) => current && withMessageRead(current, message.id), { revalidate: false });
    try {
      showCounts(await callApi(readMyMessage, { params: { id: message.id } }));
    } catch (thrown) {
      handleError(thrown);
      void mutate();
    }
  };

  const markAllRead = async () => {
    setIsMarkingAll(true);
    try {
      showCounts(await callApi(readAllMyMessages, { body: { type: messageTypeOf(query.type) } }));
      showSnackbar(
        query.type === 'all'
          ? t('messages.markedAllRead')
          : t('messages.markedAllReadType', { type: t(`messages.types.${query.type}`) }),
        'success',
      );
      setOpenId(null);
      await mutate();
    } catch (thrown) {
      handleError(thrown);
    } finally {
      setIsMarkingAll(false);
    }
  };

  let body: ReactNode;
  if (error) body = <LoadError message={error.message} onRetry={() => void mutate()} />;
  else if (!data) body = <Skeleton variant="rounded" height={240} aria-label={t('common.loading')} />;
  else if (data.total === 0) body = <InboxEmpty view={view} query={query} />;
  else {
    const pages = pageCount(data.total);
    body = (
      <Box aria-busy={isValidating} sx={{ opacity: isValidating ? 0.7 : 1, transition: 'opacity 150ms' }}>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('messages.count', { count: data.total })}
        </Typography>
        <Paper
          variant="outlined"
          component="ul"
          aria-label={t('messages.listLabel')}
          sx={{ listStyle: 'none', m: 0, p: 0, borderRadius: 3, overflow: 'hidden' }}
        >
          {data.items.map((message) => (
            <MessageListItem
              key={message.id}
              message={message}
              isOpen={openId === message.id}
              onToggle={() => void toggle(message)}
            />
          ))}
        </Paper>
        <PageNumbers
          page={query.page}
          count={pages}
          onChange={(page) => go({ page })}
          label={t('messages.pagination')}
        />
      </Box>
    );
  }

  return (
    <>
      <PageHeading title={t('messages.title')} lead={t('messages.lead')} />
      <Tabs
        value={view}
        aria-label={t('messages.views.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44, mb: 2.5 }}
      >
        <Tab
          value="all"
          label={t('messages.views.all')}
          component={RouterLink}
          to={inboxPath('all', { type: query.type, page: 1 })}
          aria-current={view === 'all' ? 'page' : undefined}
          sx={{ minHeight: 44 }}
        />
        <Tab
          value="unread"
          label={
            counts.total > 0 ? t('messages.views.unreadCount', { count: counts.total }) : t('messages.views.unread')
          }
          component={RouterLink}
          to={inboxPath('unread', { type: query.type, page: 1 })}
          aria-current={view === 'unread' ? 'page' : undefined}
          sx={{ minHeight: 44 }}
        />
      </Tabs>
      {isTakeover && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('messages.takeoverNote')}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Stack role="group" aria-label={t('messages.types.label')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {TYPE_FILTERS.map((filter) => (
            <Chip
              key={filter}
              label={t(`messages.types.${filter}`)}
              clickable
              color={filter === query.type ? 'primary' : 'default'}
              variant={filter === query.type ? 'filled' : 'outlined'}
              aria-pressed={filter === query.type}
              onClick={() => go({ type: filter, page: 1 })}
            />
          ))}
        </Stack>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={() => void markAllRead()}
          disabled={unread === 0 || isMarkingAll || isTakeover}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {query.type === 'all'
            ? t('messages.markAllRead')
            : t('messages.markAllReadType', { type: t(`messages.types.${query.type}`) })}
        </Button>
      </Stack>
      {body}
    </>
  );
}

function InboxEmpty({ view, query }: { view: InboxView; query: InboxQuery }) {
  const { t } = useTranslation();
  if (view === 'unread') {
    const isFiltered = query.type !== 'all';
    return (
      <EmptyState
        icon={<MarkEmailReadOutlinedIcon />}
        title={isFiltered ? t('messages.empty.unreadFiltered') : t('messages.empty.unread')}
        {...(isFiltered ? {} : { body: t('messages.empty.unreadBody') })}
        action={
          <Button variant="outlined" component={RouterLink} to={inboxPath('all', { type: query.type, page: 1 })}>
            {t('messages.empty.toAll')}
          </Button>
        }
      />
    );
  }
  if (query.type !== 'all') return <EmptyState icon={<MailOutlinedIcon />} title={t('messages.empty.filtered')} />;
  return <EmptyState icon={<MailOutlinedIcon />} title={t('messages.empty.all')} body={t('messages.empty.allBody')} />;
}
